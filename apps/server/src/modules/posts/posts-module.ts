import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { Platform } from '../../platform/platform.ts';
import type { MediaService } from '../media/media.service.ts';
import type { VideoService } from '../media/video/video.service.ts';
import type { UserDirectory } from '../profiles/user-directory.ts';
import { commentsRoutes } from './comments.routes.ts';
import { createCommentsService } from './comments.service.ts';
import { createPostCache } from './post-cache.ts';
import { createCardCache } from '../profiles/card-cache.ts';
import { createCommentCache } from './comment-cache.ts';
import { createPostReader } from './post-reader.ts';
import { createPostJsonCache } from './post-json.ts';
import { postsRoutes } from './posts.routes.ts';
import { createPostsService } from './posts.service.ts';
import { createReactionsService } from './reactions.service.ts';
import { shiftCountersOf } from './hidden-author-counters.ts';
import { createPostsPersonalData } from './personal-data.ts';
import { hashtagsRoutes } from './hashtags.routes.ts';
import { createHashtagsService } from './hashtags.service.ts';
import { pinsRoutes } from './pins.routes.ts';
import { createPinsService } from './pins.service.ts';
import { createModeratedContent } from './moderated-content.ts';
import { createHomeTimelines } from './home-timelines-setup.ts';
import { createKeptPages } from './kept-pages.ts';
import { createVideoPosts } from './video-posts.ts';

export interface PostsModuleDeps {
  platform: Platform;
  media: {
    service: Pick<MediaService, 'prepareAttachment' | 'claimAttachment' | 'discardAttachments'>;
    videos: Pick<VideoService, 'discardOf' | 'markPublishing' | 'lockUnposted' | 'attachPost' | 'one'>;
  };
  /** The profiles module's directory: profile addresses and a network's post count. */
  profiles: { directory: Pick<UserDirectory, 'findVisibleByProfileUrl' | 'countNetworkPosts'> };
  /** Where home timelines are kept (Redis, in process, or nowhere: the feed reads the database); the post cache's bound. */
  config: Pick<Config, 'timelines' | 'redisUrl' | 'redisPrefix' | 'postCacheBytes'>;
  /** The embedded database has one process, so timelines may live in it. */
  database: Pick<Database, 'kind'>;
}

/** The posts module: posts, files, comments, likes, shares, their lists; it announces on the bus, calling no module. */
export function createPostsModule(deps: PostsModuleDeps) {
  const { platform, media, profiles, config } = deps;
  const { postCacheBytes } = config;
  const timelineOptions = {
    ...config.timelines,
    redis: config.redisUrl ? { url: config.redisUrl, prefix: config.redisPrefix } : null,
    isEmbedded: deps.database.kind === 'pglite',
  };
  const { db, transactions, limiter } = platform;
  const cache = createPostCache(postCacheBytes);
  // About 10 MB of cards at most; off with the post cache (POST_CACHE_MB=0).
  const cards = createCardCache(platform.lists, postCacheBytes > 0 ? 50_000 : 0);
  const firstComments = createCommentCache(postCacheBytes > 0 ? 50_000 : 0);
  const postJson = createPostJsonCache(postCacheBytes);
  const reader = createPostReader({ db, cache, cards, comments: firstComments, json: postJson });
  const keptPages = createKeptPages(platform.lists, timelineOptions.kept);
  const timelines = createHomeTimelines(platform, timelineOptions, profiles.directory, keptPages);
  const posts = createPostsService({
    db,
    lists: platform.lists,
    transactions,
    reader,
    media: media.service,
    videos: media.videos,
    directory: profiles.directory,
    homeTimeline: timelines?.home ?? null,
    keptPages,
  });
  const videoPosts = createVideoPosts({ transactions, videos: media.videos, posts });
  platform.events.subscribe('video.ready', ({ videoId }) => videoPosts.ready(videoId));
  const comments = createCommentsService({ db, transactions });
  const reactions = createReactionsService({ transactions });
  const hashtags = createHashtagsService({ db, reader });
  const pins = createPinsService({ db, transactions, reader, directory: profiles.directory });
  const routes: FastifyPluginAsync = async (api) => {
    // The home timelines' store closes with the server.
    api.addHook('onClose', async () => timelines?.close());
    await api.register(postsRoutes, { posts, videoPosts, limiter });
    await api.register(commentsRoutes, { comments, reactions, limiter });
    await api.register(hashtagsRoutes, { hashtags });
    await api.register(pinsRoutes, { pins });
  };
  const personalData = createPostsPersonalData(db);
  // The moderation module's reads and removals (issue 28).
  const moderated = createModeratedContent(db);
  return {
    posts,
    comments,
    reactions,
    routes,
    shiftCountersOf,
    personalData,
    moderated,
    timelines,
    jobs: timelines ? [timelines.fanout] : [],
    cache,
    cards,
    firstComments,
    postJson,
    keptPages,
  };
}

export type PostsModule = ReturnType<typeof createPostsModule>;
