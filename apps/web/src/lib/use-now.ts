import { useSyncExternalStore } from 'react';

/**
 * The current time, to the minute, for "5 minutes ago" texts: one clock for the whole page (not one timer
 * per post), and reading it during render stays pure.
 */
const MINUTE = 60_000;
let now = Date.now();
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  timer ??= setInterval(() => {
    now = Date.now();
    for (const notify of listeners) notify();
  }, MINUTE);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/**
 * While no one watches it the clock stands still, and the time it holds gets old: the first to read it
 * again sets it, when it is a minute or more out. That reader is a component mounting; Preact compares the
 * snapshot before it subscribes, not after, so a time set while subscribing would not reach it, and here
 * its first render already shows the right time. Within the minute the value stays the same, read after
 * read, as a snapshot must.
 */
function snapshot(): number {
  if (!timer && Math.abs(Date.now() - now) >= MINUTE) now = Date.now();
  return now;
}

export function useNow(): number {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
