import { keptCaches } from '../../src/platform/kept-registry.ts';
import type { KeptStats } from '../../src/platform/kept-registry.ts';
import type { TestApp } from './test-app.ts';

/** The counts of one of an app's process caches, found by its name in the app's registry. */
export function cacheStats(app: Pick<TestApp, 'server'>, name: string): KeptStats {
  const cache = keptCaches(app.server).get(name);
  if (!cache) throw new Error(`no cache named ${name}`);
  return cache.stats();
}

/** One of a cache's own figures (a kept page served, counters read again). */
export function cacheFigure(app: Pick<TestApp, 'server'>, name: string, figure: string): number {
  const value = cacheStats(app, name)[figure];
  if (value === undefined) throw new Error(`the cache ${name} has no figure ${figure}`);
  return value;
}
