import type { Platform } from '../../platform/platform.ts';
import type { FeedRepository } from './feed.repository.ts';
import { createHomeTimeline } from './home-timeline.ts';
import type { KeptPages } from './kept-pages.ts';
import { createRedisTimelineStore } from './redis-timeline-store.ts';
import { createTimelineFanout } from './timeline-fanout.ts';
import { createMemoryTimelineStore, type TimelineSettings, type TimelineStore } from './timeline-store.ts';

export interface HomeTimelinesOptions extends TimelineSettings {
  fanoutBatch: number;
  countMs: number;
  kept: { bytes: number; countersMs: number };
  /** With Redis, the deployment's processes share the timelines. */
  redis: { url: string; prefix: string } | null;
  /** The embedded database has one process, so timelines may live in it. */
  isEmbedded: boolean;
}

/**
 * Home timelines where they can be trusted (decision 0005): Redis for any deployment that has it, the
 * process's memory for the embedded one; PostgreSQL without Redis may run several processes that could not
 * see each other's deliveries, so its feed keeps reading the database. Null when there is no store.
 */
export function createHomeTimelines(
  platform: Platform,
  options: HomeTimelinesOptions,
  directory: Pick<FeedRepository, 'countNetworkPosts'>,
  keptPages: KeptPages,
) {
  let store: TimelineStore;
  let isReachable: (() => boolean) | null = null;
  let close = () => undefined as void;
  if (options.redis) {
    const redisStore = createRedisTimelineStore({ ...options.redis, log: platform.log }, options);
    store = redisStore;
    isReachable = redisStore.isReachable;
    close = redisStore.close;
  } else if (options.isEmbedded) {
    store = createMemoryTimelineStore(options);
  } else {
    return null;
  }
  const fanout = createTimelineFanout({
    db: platform.db,
    store,
    batch: options.fanoutBatch,
    log: platform.log,
    jobs: platform.jobs,
  });
  const home = createHomeTimeline({
    db: platform.db,
    lists: platform.lists,
    store,
    cap: options.cap,
    log: platform.log,
    kick: fanout.kick,
    countMs: options.countMs,
    directory,
    keptPages,
    registry: platform.caches,
  });
  // Timelines rebuilt off the request: tests settle on them by this name.
  platform.background.add('home-timelines', home.idle);
  return { home, fanout, store, isReachable, close };
}

export type HomeTimelines = NonNullable<ReturnType<typeof createHomeTimelines>>;
