import { useLayoutEffect } from 'react';

/**
 * Which conversations this tab shows now (by the other person's id): a message arriving in one of them is
 * read at once instead of raising the badge. A count per person, as two views may show the same one.
 */
const open = new Map<number, number>();

export function isConversationOpen(personId: number): boolean {
  return (open.get(personId) ?? 0) > 0;
}

/**
 * Marks the conversation with `personId` open while the calling component is mounted: from the commit that
 * shows it (a layout effect; an effect would wait until after the first paint, and a message arriving in
 * that frame would count as unread).
 */
export function useOpenConversation(personId: number | undefined): void {
  useLayoutEffect(() => {
    if (personId === undefined) return;
    open.set(personId, (open.get(personId) ?? 0) + 1);
    return () => {
      const count = (open.get(personId) ?? 1) - 1;
      if (count > 0) open.set(personId, count);
      else open.delete(personId);
    };
  }, [personId]);
}
