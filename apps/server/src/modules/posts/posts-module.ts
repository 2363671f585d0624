import type { FastifyPluginAsync } from 'fastify';
import type { Platform } from '../../platform/platform.ts';
import type { MediaService } from '../media/media.service.ts';
import type { VideoService } from '../media/video/video.service.ts';
import { commentsRoutes } from './comments.routes.ts';
import { createCommentsService } from './comments.service.ts';
import { postsRoutes } from './posts.routes.ts';
import { createPostsService } from './posts.service.ts';
import { createReactionsService } from './reactions.service.ts';
import { shiftCountersOf } from './hidden-author-counters.ts';
import { createPostsPersonalData } from './personal-data.ts';
import { pinsRoutes } from './pins.routes.ts';
import { createPinsService } from './pins.service.ts';
import { createModeratedContent } from './moderated-content.ts';
import type { PostDeliveries, PostShowing } from './read-model-port.ts';
import { createVideoPosts } from './video-posts.ts';
import { findOwnPostFiles } from './own-post-files.ts';

export interface PostsModuleDeps {
  platform: Platform;
  media: {
    service: Pick<MediaService, 'prepareAttachment' | 'claimAttachment' | 'discardAttachments'>;
    videos: Pick<VideoService, 'discardOf' | 'markPublishing' | 'attachPost' | 'one'>;
  };
  /** The read model's ports (the feed module's): how a written post is shown and delivered. */
  feed: { showing: PostShowing; deliveries: PostDeliveries | null };
  /** The notifications module's port: a new post's NEW_POST entries for its followers. */
  notifications: { newPostNotices: PostDeliveries };
}

/** The posts module: posts, files, comments, likes, shares and pins; it announces on the bus, calling no module. */
export function createPostsModule(deps: PostsModuleDeps) {
  const { platform, media, feed, notifications } = deps;
  const { db, transactions, limiter } = platform;
  const posts = createPostsService({
    db,
    transactions,
    reader: feed.showing,
    media: media.service,
    videos: media.videos,
    deliveries: { timelines: feed.deliveries, notices: notifications.newPostNotices },
  });
  const videoPosts = createVideoPosts({ transactions, videos: media.videos, posts });
  const comments = createCommentsService({ db, transactions });
  const reactions = createReactionsService({ transactions });
  const pins = createPinsService({ transactions });
  const routes: FastifyPluginAsync = async (api) => {
    await api.register(postsRoutes, { posts, videoPosts, limiter });
    await api.register(commentsRoutes, { comments, reactions, limiter });
    await api.register(pinsRoutes, { pins });
  };
  const personalData = createPostsPersonalData(db);
  // The moderation module's reads and removals.
  const moderated = createModeratedContent(db);
  return {
    posts,
    comments,
    reactions,
    routes,
    shiftCountersOf,
    personalData,
    moderated,
    /** A person's own files of live posts by id: what an application may carry. */
    ownFiles: findOwnPostFiles,
    /** The media module's late port (app.ts plugs it): a video made ready becomes its post. */
    postReadyVideo: videoPosts.postIn,
  };
}

export type PostsModule = ReturnType<typeof createPostsModule>;
