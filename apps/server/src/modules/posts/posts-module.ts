import type { FastifyPluginAsync } from 'fastify';
import type { Platform } from '../../platform/platform.ts';
import type { MediaService } from '../media/media.service.ts';
import type { VideoPublisher, VideoService } from '../media/video/video.service.ts';
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
import { mayPost } from './post-rules.ts';
import { createPinsService } from './pins.service.ts';
import { createModeratedContent } from './moderated-content.ts';
import { createHomeTimelines, type HomeTimelinesOptions } from './home-timelines-setup.ts';
import { createKeptPages } from './kept-pages.ts';

export interface PostsModuleDeps {
  platform: Platform;
  media: {
    service: Pick<MediaService, 'prepareAttachment' | 'claimAttachment' | 'discardAttachments'>;
    videos: Pick<VideoService, 'discardOf'>;
  };
  /** The profiles module's directory: profile addresses and a network's post count. */
  profiles: { directory: Pick<UserDirectory, 'findVisibleByProfileUrl' | 'countNetworkPosts'> };
  /** Where home timelines are kept (Redis, in process, or nowhere: the feed reads the database). */
  timelines: HomeTimelinesOptions;
  /** The bound of the shared post cache in bytes (0: off). */
  postCacheBytes: number;
}

/** The posts module: posts, files, comments, likes, shares, their lists; it announces on the bus, calling no module. */
export function createPostsModule(deps: PostsModuleDeps) {
  const { platform, media, profiles, timelines: timelineOptions, postCacheBytes } = deps;
  const { db, transactions, limiter } = platform;
  const cache = createPostCache(postCacheBytes, platform.caches);
  // About 10 MB of cards at most; off with the post cache (POST_CACHE_MB=0).
  const cards = createCardCache(platform.lists, postCacheBytes > 0 ? 50_000 : 0, platform.caches);
  const firstComments = createCommentCache(postCacheBytes > 0 ? 50_000 : 0, platform.caches);
  const postJson = createPostJsonCache(postCacheBytes, platform.caches);
  const reader = createPostReader({ db, cache, cards, comments: firstComments, json: postJson });
  const keptPages = createKeptPages(platform.lists, { ...timelineOptions.kept, registry: platform.caches });
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
  // How the media module's video job and calls make and show a video's post.
  const videoPublisher: VideoPublisher = {
    publish: (tx, video) => posts.publishVideo(tx, video),
    show: (viewerId, postId) => posts.getPost({ id: viewerId, type: null }, postId),
    mayPublish: mayPost,
  };
  const comments = createCommentsService({ db, transactions });
  const reactions = createReactionsService({ transactions });
  const hashtags = createHashtagsService({ db, reader });
  const pins = createPinsService({ db, transactions, reader, directory: profiles.directory });
  const routes: FastifyPluginAsync = async (api) => {
    await api.register(postsRoutes, { posts, limiter });
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
    videoPublisher,
    moderated,
    timelines,
  };
}

export type PostsModule = ReturnType<typeof createPostsModule>;
