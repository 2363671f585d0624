/** Ids as Redis answers them, never parsed one by one: a PostgreSQL array literal (`{9,5,3}`), its length, its ends. */
export interface PackedIds {
  length: number;
  newest: number;
  oldest: number;
  literal: string;
}

/** A stretch of one person's home timeline, newest first. */
export interface TimelineSlice {
  /** The followed set the timeline was built for (`timelines.repository.ts` `fingerprint`). */
  fingerprint: string;
  ids: readonly number[] | PackedIds;
  /** Fewer ids than the cap: the timeline holds the whole network, so its end is the feed's end. */
  isWhole: boolean;
}

export interface TimelineSettings {
  /** Ids kept per person. */
  cap: number;
  /** A timeline lives this long (ms) after its owner's last read. */
  activeMs: number;
  /** The in-process store's bound, in ids of all timelines (the least recently read go first). */
  maxIds?: number;
}

/**
 * Home timelines by person (decision 0005). A timeline is absent, being built (under a token) or ready (for a
 * fingerprint); deliveries go into built and ready ones, so a post committed while one is built is never lost.
 */
export interface TimelineStore {
  /** Ids older than `before`, `count` at most, and refreshes the owner's activity; null unless ready. */
  read(viewerId: number, before: number | undefined, count: number): Promise<TimelineSlice | null>;
  /** Starts building when there is none, or when the ready one was built for `stale`; false otherwise. */
  begin(viewerId: number, token: string, stale: string | null): Promise<boolean>;
  /** Adds the built ids and makes the timeline ready, if the build of `token` still holds it. */
  finish(viewerId: number, token: string, fingerprint: string, ids: readonly number[]): Promise<void>;
  /** Puts a post into the timelines of these people that exist (the others are rebuilt when read). */
  deliver(postId: number, viewerIds: readonly number[]): Promise<void>;
  /** Timelines held and ids in them (the in-process store only). */
  stats(): { timelines: number; ids: number } | null;
}

export function packIds(ids: TimelineSlice['ids']): PackedIds {
  if ('literal' in ids) return ids;
  return { length: ids.length, newest: ids[0] ?? 0, oldest: ids.at(-1) ?? 0, literal: `{${ids.join(',')}}` };
}

/** How long a build may take before the timeline counts as absent again. */
export const BUILD_MS = 60_000;

interface Entry {
  state: string;
  /** Newest first, at most the cap. */
  ids: number[];
  expiresAt: number;
}

/** The first index whose id is older than `before` (ids newest first). */
function olderThan(ids: readonly number[], before: number): number {
  let low = 0;
  let high = ids.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (ids[middle]! >= before) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Inserts `id` in order, within the cap; answers how many ids the list gained (0 or 1). */
function insert(ids: number[], id: number, cap: number): number {
  const at = olderThan(ids, id + 1);
  if (ids[at] === id || at >= cap) return 0;
  ids.splice(at, 0, id);
  if (ids.length <= cap) return 1;
  ids.length = cap;
  return 0;
}

/** About 16 MB of ids: an embedded deployment's active readers fit, and memory stays bounded whatever happens. */
const MAX_IDS = 2_000_000;

/** The embedded default's store: one process (PGlite's folder has one holder), so a map is the whole truth. */
export function createMemoryTimelineStore(settings: TimelineSettings, now = () => Date.now()): TimelineStore {
  // In order of last read (a read moves its entry to the end): the first ones leave when over the bound.
  const entries = new Map<number, Entry>();
  const maxIds = settings.maxIds ?? MAX_IDS;
  let total = 0;
  let sweptAt = 0;

  function drop(viewerId: number, entry: Entry): void {
    entries.delete(viewerId);
    total -= entry.ids.length;
  }

  function evict(): void {
    for (const [viewerId, entry] of entries) {
      if (total <= maxIds) return;
      drop(viewerId, entry);
    }
  }

  // Inactive people's timelines leave memory: a sweep at most once a minute, and a check on every access.
  function live(viewerId: number): Entry | undefined {
    const time = now();
    if (time - sweptAt > 60_000) {
      sweptAt = time;
      for (const [id, entry] of entries) if (entry.expiresAt <= time) drop(id, entry);
    }
    const entry = entries.get(viewerId);
    if (entry && entry.expiresAt <= time) {
      drop(viewerId, entry);
      return undefined;
    }
    return entry;
  }

  return {
    async read(viewerId, before, count) {
      const entry = live(viewerId);
      if (!entry?.state.startsWith('ready:')) return null;
      entry.expiresAt = now() + settings.activeMs;
      entries.delete(viewerId);
      entries.set(viewerId, entry);
      const start = before === undefined ? 0 : olderThan(entry.ids, before);
      return {
        fingerprint: entry.state.slice('ready:'.length),
        ids: entry.ids.slice(start, start + count),
        isWhole: entry.ids.length < settings.cap,
      };
    },

    async begin(viewerId, token, stale) {
      const entry = live(viewerId);
      if (entry && !(stale !== null && entry.state === `ready:${stale}`)) return false;
      if (entry) drop(viewerId, entry);
      entries.set(viewerId, { state: `building:${token}`, ids: [], expiresAt: now() + BUILD_MS });
      return true;
    },

    async finish(viewerId, token, fingerprint, ids) {
      const entry = live(viewerId);
      if (entry?.state !== `building:${token}`) return;
      for (const id of ids) total += insert(entry.ids, id, settings.cap);
      entry.state = `ready:${fingerprint}`;
      entry.expiresAt = now() + settings.activeMs;
      evict();
    },

    async deliver(postId, viewerIds) {
      for (const viewerId of viewerIds) {
        const entry = live(viewerId);
        if (entry) total += insert(entry.ids, postId, settings.cap);
      }
      evict();
    },

    stats: () => ({ timelines: entries.size, ids: total }),
  };
}
