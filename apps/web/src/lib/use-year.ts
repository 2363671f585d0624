import { useSyncExternalStore } from 'react';

const noChange = () => () => {};
const thisYear = () => new Date().getFullYear();
/** The year a prerendered page was built in (scripts/prerender.mjs stamps it on <html>), else this one. */
const renderedYear = () =>
  (typeof document !== 'undefined' && Number(document.documentElement.dataset.year)) || thisYear();

/** This year, first as the served page shows it: hydrating a page built last year stays free of mismatches. */
export function useYear(): number {
  return useSyncExternalStore(noChange, thisYear, renderedYear);
}
