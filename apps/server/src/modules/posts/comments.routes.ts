import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageQuerySchema } from '@vitrina/contract/pagination';
import {
  commentPageSchema,
  commentSchema,
  createCommentRequestSchema,
  deleteCommentResponseSchema,
  editCommentRequestSchema,
  idParamsSchema,
  idSchema,
  likeRequestSchema,
  likeResponseSchema,
} from '@vitrina/contract/posts';
import { z } from 'zod';
import { errorResponses } from '../../http/error-responses.ts';
import { rateRules, type RateLimiter } from '../../http/rate-limiter.ts';
import { sessionOf } from '../../sessions/session-plugin.ts';
import type { CommentsService } from './comments.service.ts';
import type { ReactionsService } from './reactions.service.ts';

export interface CommentsRoutesOptions {
  comments: CommentsService;
  reactions: ReactionsService;
  limiter: RateLimiter;
}

const errors = errorResponses(400, 401, 403, 404, 429);
const security = [{ token: [] }];
const userId = (request: Parameters<typeof sessionOf>[0]) => sessionOf(request).id;

/** Comments and likes (second document §7) under /api. */
export const commentsRoutes: FastifyPluginAsyncZod<CommentsRoutesOptions> = async (
  app,
  { comments, reactions, limiter },
) => {
  const commenting = limiter.guard([{ ...rateRules.commentPerUser, key: (request) => String(userId(request)) }]);
  const liking = limiter.guard([{ ...rateRules.likePerUser, key: (request) => String(userId(request)) }]);
  const tags = ['comments'];

  app.post(
    '/comments',
    {
      preHandler: [app.requireUser, commenting],
      schema: {
        tags,
        summary: 'Comment on a post',
        security,
        body: createCommentRequestSchema,
        response: { 200: commentSchema, ...errors },
      },
    },
    async (request) => comments.createComment(userId(request), request.body.postId, request.body.comment),
  );

  app.put(
    '/comments/change-comment',
    {
      preHandler: [app.requireUser, commenting],
      schema: {
        tags,
        summary: 'Change my comment',
        security,
        body: editCommentRequestSchema,
        response: { 200: commentSchema, ...errors },
      },
    },
    async (request) => comments.editComment(userId(request), request.body.id, request.body.comment),
  );

  app.delete(
    '/comments/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: "Delete a comment (mine, or one on my post); answers the post's new comment count",
        security,
        params: idParamsSchema,
        response: { 200: deleteCommentResponseSchema, ...errors },
      },
    },
    async (request) => comments.deleteComment(userId(request), request.params.id),
  );

  app.get(
    '/comments/post/:postId',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: "A post's comments, oldest first, 12 a page",
        security,
        params: z.object({ postId: idSchema }),
        querystring: pageQuerySchema,
        response: { 200: commentPageSchema, ...errors },
      },
    },
    async (request) => comments.listComments(userId(request), request.params.postId, request.query.page),
  );

  for (const object of ['post', 'comment'] as const) {
    app.post(
      `/reactions/like/${object}/:id`,
      {
        preHandler: [app.requireUser, liking],
        schema: {
          tags: ['reactions'],
          summary: `Like or unlike a ${object}: toggles, or sets {reacted}; answers the new state`,
          security,
          params: idParamsSchema,
          body: likeRequestSchema,
          response: { 200: likeResponseSchema, ...errors },
        },
      },
      async (request) => {
        const wish = request.body?.reacted;
        return object === 'post'
          ? reactions.likePost(userId(request), request.params.id, wish)
          : reactions.likeComment(userId(request), request.params.id, wish);
      },
    );
  }
};
