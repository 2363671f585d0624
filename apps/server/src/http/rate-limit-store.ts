import { LRUCache } from 'lru-cache';
import type { KeptStats } from '../platform/kept-registry.ts';

interface Window {
  count: number;
  startedAt: number;
}

type IncrCallback = (error: Error | null, result: { current: number; ttl: number }) => void;

/** Windows found running (hits), started (misses) and dropped for the bound, by a store and its children. */
interface Counts {
  hits: number;
  misses: number;
  evictions: number;
}

/** The in-process counter store, bounded by count (LRU) and by age; keys are short digests. */
export class BoundedLocalStore {
  private readonly windows: LRUCache<string, Window>;
  private readonly children: BoundedLocalStore[] = [];
  private lastPurge = Date.now();

  private readonly maxKeys: number;
  private readonly counts: Counts;

  /** `onCreate` hears of the root store the plugin builds (the limiter lists it with the process caches). */
  constructor(
    params: { cache?: number; onCreate?: (store: BoundedLocalStore) => void; counts?: Counts } = {},
    private readonly timeWindow = 60_000,
  ) {
    this.maxKeys = params.cache ?? 10_000;
    const counts = (this.counts = params.counts ?? { hits: 0, misses: 0, evictions: 0 });
    // Ages are read from Date.now(), the same clock the windows are measured with.
    this.windows = new LRUCache<string, Window>({
      max: this.maxKeys,
      perf: { now: () => Date.now() },
      dispose: (_window, _key, reason) => {
        if (reason === 'evict') counts.evictions += 1;
      },
    });
    params.onCreate?.(this);
  }

  incr(key: string, callback: IncrCallback): void {
    const { timeWindow } = this;
    const now = Date.now();
    if (now - this.lastPurge > 60_000) {
      this.windows.purgeStale();
      this.lastPurge = now;
    }
    let window = this.windows.get(key);
    if (!window || window.startedAt + timeWindow <= now) {
      window = { count: 0, startedAt: now };
      this.counts.misses += 1;
    } else {
      this.counts.hits += 1;
    }
    window.count += 1;
    const left = window.startedAt + timeWindow - now;
    this.windows.set(key, window, { ttl: left });
    callback(null, { current: window.count, ttl: left });
  }

  /** One store per rule (the plugin asks for a child per rate limit, with its window), sharing the bounds. */
  child(routeOptions: object): BoundedLocalStore {
    const { timeWindow } = routeOptions as { timeWindow?: unknown };
    const window = typeof timeWindow === 'number' ? timeWindow : this.timeWindow;
    const store = new BoundedLocalStore({ cache: this.maxKeys, counts: this.counts }, window);
    this.children.push(store);
    return store;
  }

  /** Keys held now, by this store and its children. */
  get size(): number {
    return this.windows.size + this.children.reduce((sum, child) => sum + child.size, 0);
  }

  /** The longest key held (a digest of a bounded length, whatever the input was). */
  get longestKey(): number {
    let longest = 0;
    for (const key of this.windows.keys()) longest = Math.max(longest, key.length);
    return Math.max(longest, ...this.children.map((child) => child.longestKey));
  }

  /** Its counts as a process cache's (`/metrics`), with its longest key. */
  stats(): KeptStats {
    const maxEntries = this.maxKeys * (1 + this.children.length);
    return {
      ...this.counts,
      loads: 0,
      entries: this.size,
      bytes: 0,
      maxBytes: 0,
      maxEntries,
      longestKey: this.longestKey,
    };
  }
}
