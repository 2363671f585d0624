import { useSyncExternalStore } from 'react';

/**
 * Whether the page is shown: `document.visibilityState` is not 'hidden' (a tab in the background, a
 * minimised window or a locked screen hide it). Without a document (rendered outside a browser) the page
 * counts as shown.
 */
export function isPageVisible(): boolean {
  return typeof document === 'undefined' || document.visibilityState !== 'hidden';
}

function subscribe(listener: () => void): () => void {
  if (typeof document === 'undefined') return () => undefined;
  document.addEventListener('visibilitychange', listener);
  return () => document.removeEventListener('visibilitychange', listener);
}

const shown = () => true;

/** isPageVisible() for a component: it renders again when the page is hidden or shown (`visibilitychange`). */
export function usePageVisible(): boolean {
  return useSyncExternalStore(subscribe, isPageVisible, shown);
}
