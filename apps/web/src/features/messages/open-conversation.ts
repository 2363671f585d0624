import { useEffect } from 'react';

/**
 * Which conversations this tab shows now (by the other person's id): a message arriving in one of them is
 * read at once instead of raising the badge. A count per person, as two views may show the same one.
 */
const open = new Map<number, number>();

export function isConversationOpen(personId: number): boolean {
  return (open.get(personId) ?? 0) > 0;
}

/** Marks the conversation with `personId` open while the calling component is mounted. */
export function useOpenConversation(personId: number | undefined): void {
  useEffect(() => {
    if (personId === undefined) return;
    open.set(personId, (open.get(personId) ?? 0) + 1);
    return () => {
      const count = (open.get(personId) ?? 1) - 1;
      if (count > 0) open.set(personId, count);
      else open.delete(personId);
    };
  }, [personId]);
}
