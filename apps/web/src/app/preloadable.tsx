import { lazy, type ComponentType } from 'react';

/**
 * React's `lazy`, with a way to load the chunk beforehand: once `preload` has settled, the component
 * renders at once instead of suspending. Hydrating a prerendered page needs that: a boundary that suspends
 * while the page updates is thrown away and rendered anew (new nodes, a flash) rather than hydrated.
 */
export function preloadable<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let Loaded: ComponentType<P> | null = null;
  // One load for both: a render before the preload has settled waits for it rather than importing again
  // (each import adds its chunks' preload links in a task of its own). A failed one is tried anew.
  let pending: Promise<{ default: ComponentType<P> }> | undefined;
  const once = () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
  const Lazy = lazy(once);
  function Preloadable(props: P) {
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  Preloadable.preload = async () => {
    Loaded = (await once()).default;
  };
  return Preloadable;
}
