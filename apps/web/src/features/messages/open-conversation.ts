import { useEffect, useLayoutEffect } from 'react';
import { usePageVisible } from '@/lib/use-page-visible.ts';
import { useMarkEntriesRead } from './mark-entries-read.ts';

// Conversations this tab shows (a count per person): a message there is read at once, unless the page is
// hidden, when it stays unread until the page shows again.
const open = new Map<number, number>();
/** Per person, the ids of their messages that arrived in the open conversation while the page was hidden. */
const unseen = new Map<number, number[]>();

export function isConversationOpen(personId: number): boolean {
  return (open.get(personId) ?? 0) > 0;
}

/** A message arrived in an open conversation of a hidden page: marked read when it shows again. */
export function holdUnseen(personId: number, messageId: number): void {
  unseen.set(personId, [...(unseen.get(personId) ?? []), messageId]);
}

function takeUnseen(personId: number): number[] {
  const ids = unseen.get(personId) ?? [];
  unseen.delete(personId);
  return ids;
}

// Open from the commit that shows it (a layout effect: a message in the first frame must not count as unread);
// when the page shows again, what arrived while hidden is marked read.
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
