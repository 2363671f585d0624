import { LRUCache } from 'lru-cache';
import { createFlights, type Flights } from './flights.ts';
import type { KeptRegistry, KeptStats } from './kept-registry.ts';

/** Versions as read with a statement: numbers only move forward, strings (stamps, signatures) only match. */
export type Versions = Readonly<Record<string, number | string>>;

/** How a cache knows an entry is stale: exactly one way a cache. */
export type Freshness =
  /** The content never changes while it is kept, or all it depends on is in the key. */
  | { immutable: true }
  /** Fresh while the named versions it was loaded under hold; `maxAgeMs` bounds what no version covers. */
  | { versioned: readonly string[]; maxAgeMs?: number }
  /** Fresh for this many ms after its read began (0: nothing is kept). */
  | { timed: number };

/** At most this many entries, or this many bytes as `sizeOf` counts them (0: nothing is kept). */
export type Bound<V> =
  { entries: number } | { bytes: number; sizeOf: (value: V, versions?: Versions) => number; maxEntryBytes?: number };

export interface KeptOptions<V> {
  /** The name `/metrics` and the benchmark know it by. */
  name: string;
  bound: Bound<V>;
  freshness: Freshness;
  /** Registered there when given (one registry per app). */
  registry?: KeptRegistry;
  /** Which loaded values may be kept; a nullish value never is. */
  isKept?: (value: V) => boolean;
  /** The cache's own figures, reported beside its counts. */
  figures?: () => Record<string, number>;
  now?: () => number;
}

export interface LoadOptions<V> {
  /** The versions the caller read (versioned caches). */
  versions?: Versions;
  /** The versions the value was read at, when it carries them (default: `versions`). */
  keptUnder?: (value: V) => Versions;
  /** A ticket from `arrive()`: only a load begun after it is shared (it saw every write the caller could). */
  since?: number;
}

interface Entry<V> {
  value: V;
  versions: Versions | undefined;
}

/** Whether a value read at `a` is older than one read at `b`: some numbered version behind. */
const isOlder = (names: readonly string[], a: Versions | undefined, b: Versions | undefined) =>
  names.some((name) => {
    const [x, y] = [a?.[name], b?.[name]];
    return typeof x === 'number' && typeof y === 'number' && x < y;
  });

/** Whether an entry kept under `held` serves a caller who read `asked`. */
export function isFresh(names: readonly string[], held: Versions | undefined, asked: Versions | undefined): boolean {
  return names.every((name) => {
    const [h, a] = [held?.[name], asked?.[name]];
    if (a === undefined) throw new Error(`version ${name} was not given`);
    return typeof h === 'number' && typeof a === 'number' ? h >= a : h === a;
  });
}

/** A bounded process cache with one load a key at a time, its counts, and one declared freshness. */
export function createKept<K extends NonNullable<unknown>, V>(options: KeptOptions<V>) {
  const { bound, freshness } = options;
  const now = options.now ?? Date.now;
  const names = 'versioned' in freshness ? freshness.versioned : [];
  const ttl = 'timed' in freshness ? freshness.timed : 'versioned' in freshness ? (freshness.maxAgeMs ?? 0) : 0;
  const size = 'bytes' in bound ? bound.bytes : bound.entries;
  const counts = { hits: 0, misses: 0, loads: 0, evictions: 0 };
  const isOff = size <= 0 || ('timed' in freshness && freshness.timed <= 0);
  const lru = isOff
    ? null
    : new LRUCache<K, Entry<V>>({
        ...('bytes' in bound
          ? { maxSize: bound.bytes, sizeCalculation: (entry) => bound.sizeOf(entry.value, entry.versions) }
          : { max: bound.entries }),
        ...('bytes' in bound && bound.maxEntryBytes ? { maxEntrySize: bound.maxEntryBytes } : {}),
        ...(ttl > 0 ? { ttl, ttlResolution: 0, perf: { now } } : {}),
        dispose: (_value, _key, reason) => {
          if (reason === 'evict') counts.evictions += 1;
        },
      });
  const flights: Flights<K> = createFlights<K>();
  // Loads under way when their key was forgotten: what they read may predate the change.
  const forgotten = new WeakSet<object>();

  function set(key: K, value: V, versions?: Versions, startedAt?: number): void {
    if (!lru || value === null || value === undefined || options.isKept?.(value) === false) return;
    const held = names.length > 0 ? lru.peek(key) : undefined;
    // An entry read at newer versions stays: this value may predate what it shows.
    if (held && isOlder(names, versions, held.versions)) return;
    lru.set(key, { value, versions }, startedAt === undefined ? undefined : { start: startedAt });
  }

  function get(key: K, versions?: Versions): V | undefined {
    const held = lru?.get(key);
    const found = held && (names.length === 0 || isFresh(names, held.versions, versions)) ? held : undefined;
    counts[found ? 'hits' : 'misses'] += 1;
    return found?.value;
  }

  const kept = {
    name: options.name,
    get,
    set,
    /** The entry held, fresh or not by its versions, without counting (to read the versions it needs). */
    peek: (key: K): V | undefined => lru?.peek(key)?.value,

    /** The fresh entry, else one load shared by the callers that miss it together. */
    async load(key: K, read: () => Promise<V>, { versions, keptUnder, since }: LoadOptions<V> = {}): Promise<V> {
      const found = get(key, versions);
      if (found !== undefined) return found;
      if (!lru) {
        counts.loads += 1;
        return read();
      }
      const joins = (flight: { started: number; versions: unknown }) =>
        (since === undefined || flight.started > since) &&
        (names.length === 0 || isFresh(names, flight.versions as Versions, versions));
      return flights.run(key, joins, versions, async (token) => {
        counts.loads += 1;
        const startedAt = now();
        const value = await read();
        if (!forgotten.has(token)) set(key, value, keptUnder ? keptUnder(value) : versions, startedAt);
        return value;
      });
    },

    /** Drops a key at once; a load of it under way is not kept nor shared any more. */
    forget(key: K): void {
      const token = flights.drop(key);
      if (token) forgotten.add(token);
      lru?.delete(key);
    },

    clear(): void {
      for (const token of flights.dropAll()) forgotten.add(token);
      lru?.clear();
    },

    /** A ticket for `since`: a load begun after it is as fresh as its holder needs. */
    arrive: () => flights.arrive(),
    /** Resolves once the load of `key` under way, if any, is done. */
    settled: (key: K) => flights.settled(key),
    /** Shares one read of `key` for reads that keep their own entries (`since` as in `load`). */
    share: <T>(key: K, read: () => Promise<T>, since?: number) =>
      flights.run(
        key,
        (flight) => since === undefined || flight.started > since,
        undefined,
        () => read(),
      ),

    stats: (): KeptStats => ({
      ...counts,
      entries: lru?.size ?? 0,
      bytes: lru?.calculatedSize ?? 0,
      maxBytes: 'bytes' in bound ? bound.bytes : 0,
      maxEntries: 'entries' in bound ? bound.entries : 0,
      ...options.figures?.(),
    }),
  };
  options.registry?.add(kept);
  return kept;
}

export type Kept<K extends NonNullable<unknown>, V> = ReturnType<typeof createKept<K, V>>;
