import { createInOrder } from '../../platform/in-order.ts';

/** Open pages told off the request, each person's in order; new entries waiting at the end of a line go together,
 * each once (a popular post's likes refresh one grouped entry, not one telling per like). */
export function createTellings(
  tellEntries: (recipientId: number, ids: number[]) => Promise<void>,
  onError: (error: unknown) => void,
) {
  const order = createInOrder<number>(onError);
  const waiting = new Map<number, Set<number>>();
  return {
    entry(recipientId: number, id: number): void {
      const ids = waiting.get(recipientId);
      if (ids) {
        // A refreshed entry is told where it now stands: last.
        ids.delete(id);
        ids.add(id);
        return;
      }
      const mine = new Set([id]);
      waiting.set(recipientId, mine);
      order.run(recipientId, () => {
        if (waiting.get(recipientId) === mine) waiting.delete(recipientId);
        return tellEntries(recipientId, [...mine]);
      });
    },
    /** Anything else (a removal): after what is already in line, and nothing later joins what came before. */
    other(recipientId: number, work: () => Promise<void>): void {
      waiting.delete(recipientId);
      order.run(recipientId, work);
    },
    settled: () => order.settled(),
  };
}
