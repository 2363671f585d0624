/** A cache's counts: hits, misses, loads, evictions, its size and bound, and figures of its own. */
export interface KeptStats {
  hits: number;
  misses: number;
  loads: number;
  evictions: number;
  entries: number;
  bytes: number;
  maxBytes: number;
  maxEntries: number;
  [figure: string]: number;
}

/** A cache as the registry knows it: its name and its counts. */
export interface KeptCache {
  name: string;
  stats(): KeptStats;
}

/** The caches of one app by name: `/metrics` lists them and the benchmark and tests read them. */
export interface KeptRegistry {
  add(cache: KeptCache): void;
  get(name: string): KeptCache | undefined;
  list(): KeptCache[];
}

export function createKeptRegistry(): KeptRegistry {
  const caches = new Map<string, KeptCache>();
  return {
    add(cache) {
      if (caches.has(cache.name)) throw new Error(`a cache named ${cache.name} is already registered`);
      caches.set(cache.name, cache);
    },
    get: (name) => caches.get(name),
    list: () => [...caches.values()],
  };
}

// One registry per app, reached through its server: several test apps in one process keep their own counts.
const registries = new WeakMap<object, KeptRegistry>();

/** The caches of the app whose server this is. */
export function keptCaches(server: object): KeptRegistry {
  let registry = registries.get(server);
  if (!registry) registries.set(server, (registry = createKeptRegistry()));
  return registry;
}
