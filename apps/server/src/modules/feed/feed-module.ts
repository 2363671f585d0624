import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { Platform } from '../../platform/platform.ts';
import type { PostDeliveries, PostShowing } from '../posts/read-model-port.ts';
import type { UserDirectory } from '../profiles/user-directory.ts';
import { createCardCache } from './card-cache.ts';
import { createCommentCache } from './comment-cache.ts';
import { createFeedRepository } from './feed.repository.ts';
import { feedRoutes } from './feed.routes.ts';
import { createFeedService } from './feed.service.ts';
import { hashtagsRoutes } from './hashtags.routes.ts';
import { createHashtagsService } from './hashtags.service.ts';
import { createHomeTimelines } from './home-timelines-setup.ts';
import { createKeptPages } from './kept-pages.ts';
import { createPostCache } from './post-cache.ts';
import { createPostJsonCache } from './post-json.ts';
import { createPostReader } from './post-reader.ts';
import { dueDelivery } from './timelines.repository.ts';

export interface FeedModuleDeps {
  platform: Platform;
  /** The profiles module's directory: who a profile address names. */
  profiles: { directory: Pick<UserDirectory, 'findVisibleByProfileUrl'> };
  /** Where home timelines are kept (Redis, in process, or nowhere: the feed reads the database); the post cache's bound. */
  config: Pick<Config, 'timelines' | 'redisUrl' | 'redisPrefix' | 'postCacheBytes'>;
  /** The embedded database has one process, so timelines may live in it. */
  database: Pick<Database, 'kind'>;
}

/** The read model of posts: the lists, what they keep, and the ports posts' writes are handed. */
export function createFeedModule(deps: FeedModuleDeps) {
  const { platform, profiles, config } = deps;
  const { postCacheBytes } = config;
  const timelineOptions = {
    ...config.timelines,
    redis: config.redisUrl ? { url: config.redisUrl, prefix: config.redisPrefix } : null,
    isEmbedded: deps.database.kind === 'pglite',
  };
  const { db } = platform;
  const cache = createPostCache(postCacheBytes, platform.caches);
  // About 10 MB of cards at most; off with the post cache (POST_CACHE_MB=0).
  const cards = createCardCache(platform.lists, postCacheBytes > 0 ? 50_000 : 0, platform.caches);
  const firstComments = createCommentCache(postCacheBytes > 0 ? 50_000 : 0, platform.caches);
  const postJson = createPostJsonCache(postCacheBytes, platform.caches);
  const reader = createPostReader({ db, cache, cards, comments: firstComments, json: postJson });
  const keptPages = createKeptPages(platform.lists, { ...timelineOptions.kept, registry: platform.caches });
  const counts = createFeedRepository(db, platform.lists);
  const timelines = createHomeTimelines(platform, timelineOptions, counts, keptPages);
  const service = createFeedService({
    db,
    lists: platform.lists,
    reader,
    directory: profiles.directory,
    homeTimeline: timelines?.home ?? null,
    keptPages,
  });
  const hashtags = createHashtagsService({ db, reader });
  const routes: FastifyPluginAsync = async (api) => {
    // The home timelines' store closes with the server.
    api.addHook('onClose', async () => timelines?.close());
    await api.register(feedRoutes, { feed: service });
    await api.register(hashtagsRoutes, { hashtags });
  };
  const showing: PostShowing = reader;
  const deliveries: PostDeliveries | null = timelines && {
    name: 'timelines',
    due: dueDelivery,
    madeDue: timelines.home.madeDue,
  };
  return { service, routes, showing, deliveries, timelines, cache, cards, firstComments, postJson, keptPages };
}

export type FeedModule = ReturnType<typeof createFeedModule>;
