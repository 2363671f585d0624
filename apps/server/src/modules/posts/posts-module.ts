import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Transactions } from '../../db/transaction.ts';
import type { RateLimiter } from '../../http/rate-limiter.ts';
import type { MediaService } from '../media/media.service.ts';
import type { UserDirectory } from '../users/user-directory.ts';
import { commentsRoutes } from './comments.routes.ts';
import { createCommentsService } from './comments.service.ts';
import { createPostReader } from './post-reader.ts';
import { postsRoutes } from './posts.routes.ts';
import { createPostsService } from './posts.service.ts';
import { createReactionsService } from './reactions.service.ts';
import { shiftCountersOf } from './hidden-author-counters.ts';

export interface PostsModuleDeps {
  db: Db;
  transactions: Transactions;
  media: Pick<MediaService, 'prepareAttachment' | 'claimAttachment' | 'discardAttachments'>;
  directory: Pick<UserDirectory, 'findByProfileUrl' | 'countNetworkPosts'>;
  limiter: RateLimiter;
}

/**
 * The posts module: posts, their files, comments, likes and shares, and the lists that show them (the
 * feed, a profile's timeline and media tabs). It announces what happens on the event bus (post.created,
 * post.liked, comment.created…) and calls no other module for it.
 */
export function createPostsModule(deps: PostsModuleDeps) {
  const reader = createPostReader({ db: deps.db });
  const posts = createPostsService({ ...deps, reader });
  const comments = createCommentsService(deps);
  const reactions = createReactionsService(deps);
  const routes: FastifyPluginAsync = async (api) => {
    await api.register(postsRoutes, { posts, limiter: deps.limiter });
    await api.register(commentsRoutes, { comments, reactions, limiter: deps.limiter });
  };
  return { posts, comments, reactions, routes, shiftCountersOf };
}

export type PostsModule = ReturnType<typeof createPostsModule>;
