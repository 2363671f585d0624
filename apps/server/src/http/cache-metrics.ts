import { Counter, Gauge, type Registry } from 'prom-client';
import type { KeptCache } from '../platform/kept-registry.ts';

const COUNTS = [
  ['hits', 'Reads a process cache answered'],
  ['misses', 'Reads a process cache could not answer (absent or stale)'],
  ['loads', 'Loads a process cache ran (concurrent misses of a key share one)'],
  ['evictions', 'Entries a process cache dropped for its bound'],
] as const;

const SIZES = [
  ['entries', 'Entries a process cache holds'],
  ['bytes', 'Bytes a process cache holds, as its bound counts them (0 when bounded by entries)'],
] as const;

/** Every registered cache's counts and size, by its name, read at each scrape. */
export function registerCacheMetrics(registry: Registry, caches: () => KeptCache[]): void {
  const labelNames = ['cache'] as const;
  for (const [count, help] of COUNTS)
    new Counter({
      name: `vitrina_cache_${count}_total`,
      help,
      labelNames,
      registers: [registry],
      collect() {
        this.reset();
        for (const cache of caches()) this.inc({ cache: cache.name }, cache.stats()[count]);
      },
    });
  for (const [size, help] of SIZES)
    new Gauge({
      name: `vitrina_cache_${size}`,
      help,
      labelNames,
      registers: [registry],
      collect() {
        this.reset();
        for (const cache of caches()) this.set({ cache: cache.name }, cache.stats()[size]);
      },
    });
}
