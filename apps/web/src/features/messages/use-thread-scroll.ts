import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { MESSAGE_SCROLL_DELAY_MS } from '@vitrina/contract/constants';

/** Within this many pixels of an edge counts as being at it. */
const EDGE_PX = 120;

export interface ThreadScrollState {
  /** Which conversation is shown: a new one starts at its end again. */
  conversation: string;
  /** Its newest messages are on screen. */
  isReady: boolean;
  /** The first and last things of the thread: a change at the top is older messages, at the end a new one. */
  firstKey: string | number | undefined;
  lastKey: string | number | undefined;
  /** The last thing is a message of mine (followed even when reading further up). */
  isLastMine: boolean;
  hasOlder: boolean;
  isLoadingOlder: boolean;
  loadOlder: () => void;
}

/**
 * The scrolling of a thread (spec §4, §9): a conversation opens at its newest message, and again
 * MESSAGE_SCROLL_DELAY_MS later (pictures and fonts that arrived meanwhile may have moved it); only then does
 * reaching the top load older messages, which appear above without moving what is being read. A new
 * message at the end is followed when the reader is at the end or wrote it.
 */
export function useThreadScroll(state: ThreadScrollState) {
  const { conversation, isReady, firstKey, lastKey, isLastMine, hasOlder, isLoadingOlder, loadOlder } = state;
  const box = useRef<HTMLDivElement>(null);
  const isArmed = useRef(false);
  const isAtEnd = useRef(true);
  const anchor = useRef<{ height: number; top: number } | null>(null);

  const toEnd = useCallback(() => {
    const element = box.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, []);

  useLayoutEffect(() => {
    isArmed.current = false;
    anchor.current = null;
    if (!isReady) return;
    toEnd();
    isAtEnd.current = true;
    const timer = setTimeout(() => {
      if (isAtEnd.current) toEnd();
      isArmed.current = true;
    }, MESSAGE_SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [conversation, isReady, toEnd]);

  useLayoutEffect(() => {
    const element = box.current;
    const kept = anchor.current;
    if (!element || !kept) return;
    element.scrollTop = kept.top + (element.scrollHeight - kept.height);
    anchor.current = null;
  }, [firstKey]);

  const follow = useRef({ isReady, isLastMine });
  useEffect(() => {
    follow.current = { isReady, isLastMine };
  });
  useLayoutEffect(() => {
    if (follow.current.isReady && (isAtEnd.current || follow.current.isLastMine)) toEnd();
  }, [lastKey, toEnd]);

  const requestOlder = useCallback(() => {
    const element = box.current;
    if (!element || !hasOlder || isLoadingOlder) return;
    anchor.current = { height: element.scrollHeight, top: element.scrollTop };
    loadOlder();
  }, [hasOlder, isLoadingOlder, loadOlder]);

  const onScroll = useCallback(() => {
    const element = box.current;
    if (!element) return;
    isAtEnd.current = element.scrollHeight - element.scrollTop - element.clientHeight < EDGE_PX;
    if (isArmed.current && element.scrollTop < EDGE_PX) requestOlder();
  }, [requestOlder]);

  return { box, onScroll, requestOlder };
}
