import { useEffect, useLayoutEffect } from 'react';
import { usePageVisible } from '@/lib/use-page-visible.ts';
import { useMarkEntriesRead } from './mark-entries-read.ts';

/**
 * Which conversations this tab shows now (by the other person's id): a message arriving in one of them is
 * read at once instead of raising the badge, unless the page is hidden (a background tab): nobody sees it
 * then, so it stays unread, held here until the page shows again. A count per person, as two views may
 * show the same one.
 */
const open = new Map<number, number>();
/** Per person, the ids of their messages that arrived in the open conversation while the page was hidden. */
const unseen = new Map<number, number[]>();

export function isConversationOpen(personId: number): boolean {
  return (open.get(personId) ?? 0) > 0;
}

/**
 * A message from `personId` arrived in their open conversation while the page was hidden: it counts as
 * unread, and is marked read when the page shows again with the conversation still open.
 */
export function holdUnseen(personId: number, messageId: number): void {
  unseen.set(personId, [...(unseen.get(personId) ?? []), messageId]);
}

function takeUnseen(personId: number): number[] {
  const ids = unseen.get(personId) ?? [];
  unseen.delete(personId);
  return ids;
}

/**
 * Marks the conversation with `personId` open while the calling component is mounted: from the commit that
 * shows it (a layout effect; an effect would wait until after the first paint, and a message arriving in
 * that frame would count as unread). When the page shows again, the messages that arrived while it was
 * hidden are marked read (POST notifications/update_read, as the dropdown does), and the badge follows;
 * those of a conversation closed meanwhile stay unread.
 */
export function useOpenConversation(personId: number | undefined): void {
  useLayoutEffect(() => {
    if (personId === undefined) return;
    open.set(personId, (open.get(personId) ?? 0) + 1);
    return () => {
      const count = (open.get(personId) ?? 1) - 1;
      if (count > 0) open.set(personId, count);
      else {
        open.delete(personId);
        unseen.delete(personId);
      }
    };
  }, [personId]);

  const visible = usePageVisible();
  const { mutate: markRead } = useMarkEntriesRead();
  useEffect(() => {
    if (personId === undefined || !visible) return;
    // Taken once: a second view of the same conversation finds nothing left to mark.
    const ids = takeUnseen(personId);
    if (ids.length > 0) markRead(ids);
  }, [personId, visible, markRead]);
}
