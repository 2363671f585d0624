import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

interface Asked {
  from: string;
  to: string;
}

/** The query a change builds on: the last one asked for while it is on its way or once shown; else the page's. */
export const latestQuery = (shown: string, asked: Asked | null) =>
  asked && (asked.from === shown || asked.to === shown) ? asked.to : shown;

/**
 * The board's filters, kept in the address: each change is a new entry of the history, so the back button undoes
 * it. The router commits an address in a transition; a second click before it builds on the first.
 */
export function useBoardAddress(): [URLSearchParams, (edit: (next: URLSearchParams) => void) => void] {
  const [params, setParams] = useSearchParams();
  const shown = params.toString();
  const [asked, setAsked] = useState<Asked | null>(null);
  // The state draws the filters; the ref lets a click that comes before the next render build on it too.
  const latest = useRef<Asked | null>(null);
  const query = latestQuery(shown, asked);
  // Arrived: from now on the page's own address is the truth (the back button to the one before included).
  useEffect(() => {
    if (latest.current?.to !== shown) return;
    latest.current = null;
    setAsked(null);
  }, [shown]);
  const change = (edit: (next: URLSearchParams) => void) => {
    const next = new URLSearchParams(latestQuery(shown, latest.current));
    edit(next);
    latest.current = { from: shown, to: next.toString() };
    setAsked(latest.current);
    setParams(next);
  };
  return [query === shown ? params : new URLSearchParams(query), change];
}

/** `?page=N` of the board (1 when absent or not a page), and the address of another page. */
export function pageOf(params: URLSearchParams): { page: number; hrefOf: (page: number) => string } {
  const raw = Number(params.get('page'));
  const hrefOf = (page: number) => {
    const query = new URLSearchParams(params);
    if (page <= 1) query.delete('page');
    else query.set('page', String(page));
    return `?${query.toString()}`;
  };
  return { page: Number.isInteger(raw) && raw >= 1 ? raw : 1, hrefOf };
}
