import { lazy, type ComponentType } from 'react';

/**
 * React's `lazy`, with a way to load the chunk beforehand: once `preload` has settled, the component
 * renders at once instead of suspending. Hydrating a prerendered page needs that: a boundary that suspends
 * while the page updates is thrown away and rendered anew (new nodes, a flash) rather than hydrated.
 */
export function preloadable<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let Loaded: ComponentType<P> | null = null;
  const Lazy = lazy(load);
  function Preloadable(props: P) {
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  Preloadable.preload = async () => {
    Loaded = (await load()).default;
  };
  return Preloadable;
}
