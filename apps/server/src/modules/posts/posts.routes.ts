import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createPostRequestSchema,
  editPostRequestSchema,
  feedQuerySchema,
  idParamsSchema,
  postPageQuerySchema,
  postPageSchema,
  postSchema,
  sharePostRequestSchema,
  userMediaParamsSchema,
  userMediaQuerySchema,
  userMediaResponseSchema,
  userPostsParamsSchema,
} from '@vitrina/contract/posts';
import { z } from 'zod';
import { errorResponses } from '../../http/error-responses.ts';
import { rateRules, type RateLimiter } from '../../http/rate-limiter.ts';
import { sessionOf, viewerOf } from '../../sessions/session-plugin.ts';
import type { PostsService } from './posts.service.ts';

export interface PostsRoutesOptions {
  posts: PostsService;
  limiter: RateLimiter;
}

const errors = errorResponses(400, 401, 403, 404, 409, 413, 415, 429);
const security = [{ token: [] }];
const tags = ['posts'];

/** The post calls of the spec (second document §7) under /api: HTTP only, the service decides. */
export const postsRoutes: FastifyPluginAsyncZod<PostsRoutesOptions> = async (app, { posts, limiter }) => {
  const publishing = limiter.guard([{ ...rateRules.postPerUser, key: (request) => String(sessionOf(request).id) }]);

  app.post(
    '/posts',
    {
      preHandler: [app.requireUser, publishing],
      schema: {
        tags,
        summary: 'Publish a post (talents): text, photos or documents named by their upload ids, or a YouTube link',
        security,
        body: createPostRequestSchema,
        response: { 200: postSchema, ...errors },
      },
    },
    async (request) => posts.createPost(viewerOf(request), request.body),
  );

  app.get(
    '/posts/feed',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'The news feed: people I follow and me, or every talent with filter=agencia; newest first',
        security,
        querystring: feedQuerySchema,
        response: { 200: postPageSchema, ...errors },
      },
    },
    async (request) => posts.feed(viewerOf(request), request.query),
  );

  app.put(
    '/posts/change-comment',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: "Change my post's text",
        security,
        body: editPostRequestSchema,
        response: { 200: postSchema, ...errors },
      },
    },
    async (request) => posts.editPost(viewerOf(request), request.body.id, request.body.description),
  );

  app.post(
    '/posts/share',
    {
      preHandler: [app.requireUser, publishing],
      schema: {
        tags,
        summary: "Share someone else's post (talents; not my own, not a share)",
        security,
        body: sharePostRequestSchema,
        response: { 200: postSchema, ...errors },
      },
    },
    async (request) => posts.sharePost(viewerOf(request), request.body.id, request.body.description),
  );

  app.get(
    '/posts/user/:profile_url',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: "A profile's posts, newest first",
        security,
        params: userPostsParamsSchema,
        querystring: postPageQuerySchema,
        response: { 200: postPageSchema, ...errors },
      },
    },
    async (request) => posts.timeline(viewerOf(request), request.params.profile_url, request.query),
  );

  app.get(
    '/posts/user/:profile_url/:type/type',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: "A profile's photos, videos or documents, newest first, with their posts",
        security,
        params: userMediaParamsSchema,
        querystring: userMediaQuerySchema,
        response: { 200: userMediaResponseSchema, ...errors },
      },
    },
    async (request) =>
      posts.media(
        viewerOf(request),
        request.params.profile_url,
        request.params.type,
        request.query.limit,
        request.query.page,
      ),
  );

  app.get(
    '/posts/:id',
    {
      preHandler: app.requireUser,
      schema: { tags, summary: 'One post', security, params: idParamsSchema, response: { 200: postSchema, ...errors } },
    },
    async (request) => posts.getPost(viewerOf(request), request.params.id),
  );

  app.delete(
    '/posts/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Delete my post (its files, comments and likes go with it)',
        security,
        params: idParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await posts.deletePost(viewerOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
