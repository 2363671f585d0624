import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

/** An address asked for (`to`) while the page still showed `from`. */
export interface AskedAddress {
  from: string;
  to: string;
}

/**
 * The query a new change builds on: the last one asked for while it is on its way (the page still shows the
 * one it left) or once it arrived; the page's own otherwise (the back button, a link, a reload).
 */
export function latestQuery(shown: string, asked: AskedAddress | null): string {
  return asked && (asked.from === shown || asked.to === shown) ? asked.to : shown;
}

/**
 * The search's filters, kept in the address. The router commits an address in a transition, so a second click
 * can come while the page still shows the address before the first: each change builds on the last address
 * asked for, never on the one shown, and the filters show it at once.
 */
export function useSearchAddress(): [URLSearchParams, (edit: (next: URLSearchParams) => void) => void] {
  const [params, setParams] = useSearchParams();
  const shown = params.toString();
  // The state draws the filters; the ref lets a click that comes before the next render build on it too.
  const [asked, setAsked] = useState<AskedAddress | null>(null);
  const latest = useRef<AskedAddress | null>(null);
  const query = latestQuery(shown, asked);

  const change = (edit: (next: URLSearchParams) => void) => {
    const next = new URLSearchParams(latestQuery(shown, latest.current));
    edit(next);
    next.delete('page');
    latest.current = { from: shown, to: next.toString() };
    setAsked(latest.current);
    setParams(next, { replace: true });
  };
  return [query === shown ? params : new URLSearchParams(query), change];
}
