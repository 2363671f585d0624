import type { FastifyPluginAsync } from 'fastify';
import { commentsEndpoints as endpoints } from '@vitrina/contract/endpoints/posts';
import { rateRules, type RateLimiter } from '../../http/rate-limiter.ts';
import { requireSession, route } from '../../http/route.ts';
import { sessionOf } from '../../sessions/session-plugin.ts';
import type { CommentsService } from './comments.service.ts';
import type { ReactionsService } from './reactions.service.ts';

export interface CommentsRoutesOptions {
  comments: CommentsService;
  reactions: ReactionsService;
  limiter: RateLimiter;
}

const userId = (request: Parameters<typeof sessionOf>[0]) => sessionOf(request).id;

/** Comments and likes (second document §7) under /api. */
export const commentsRoutes: FastifyPluginAsync<CommentsRoutesOptions> = async (
  app,
  { comments, reactions, limiter },
) => {
  requireSession(app);
  const commenting = limiter.guard([{ ...rateRules.commentPerUser, key: (request) => String(userId(request)) }]);
  const liking = limiter.guard([{ ...rateRules.likePerUser, key: (request) => String(userId(request)) }]);

  route(app, endpoints.create, { preHandler: commenting }, async (request) =>
    comments.createComment(userId(request), request.body.postId, request.body.comment),
  );
  route(app, endpoints.edit, { preHandler: commenting }, async (request) =>
    comments.editComment(userId(request), request.body.id, request.body.comment),
  );
  route(app, endpoints.remove, async (request) => comments.deleteComment(userId(request), request.params.id));
  route(app, endpoints.list, async (request) =>
    comments.listComments(userId(request), request.params.postId, request.query.page),
  );
  route(app, endpoints.likePost, { preHandler: liking }, async (request) =>
    reactions.likePost(userId(request), request.params.id, request.body?.reacted),
  );
  route(app, endpoints.likeComment, { preHandler: liking }, async (request) =>
    reactions.likeComment(userId(request), request.params.id, request.body?.reacted),
  );
};
