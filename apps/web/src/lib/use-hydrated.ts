import { useSyncExternalStore } from 'react';

const noChange = () => () => {};

/**
 * False while a prerendered page is rendered (the build) and hydrated (its first frame in the browser), true
 * after and in any page rendered in the browser alone: for what only the browser can know (its own data).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
}
