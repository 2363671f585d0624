/** Work off the request: each key's in the order asked, keys side by side; a failure goes to `onError`. */
export function createInOrder<K>(onError: (error: unknown) => void) {
  const tails = new Map<K, Promise<void>>();
  return {
    run(key: K, work: () => Promise<void>): void {
      const tail = (tails.get(key) ?? Promise.resolve()).then(work).catch(onError);
      tails.set(key, tail);
      void tail.then(() => {
        if (tails.get(key) === tail) tails.delete(key);
      });
    },
    /** Resolves once nothing runs or waits (work added meanwhile included). */
    async settled(): Promise<void> {
      while (tails.size > 0) await Promise.all(tails.values());
    },
  };
}
