import type { FastifyPluginAsync } from 'fastify';
import { postsEndpoints as endpoints } from '@vitrina/contract/endpoints/posts';
import { videosEndpoints } from '@vitrina/contract/endpoints/videos';
import { rateRules, type RateLimiter } from '../../http/rate-limiter.ts';
import { requireSession, route } from '../../http/route.ts';
import { sessionOf, viewerOf } from '../../sessions/session-plugin.ts';
import type { PostsService } from './posts.service.ts';
import type { VideoPosts } from './video-posts.ts';

export interface PostsRoutesOptions {
  posts: PostsService;
  videoPosts: VideoPosts;
  limiter: RateLimiter;
}

/** The post calls of the spec (second document §7) under /api: HTTP only, the service decides. */
export const postsRoutes: FastifyPluginAsync<PostsRoutesOptions> = async (app, { posts, videoPosts, limiter }) => {
  requireSession(app);
  const publishing = limiter.guard([{ ...rateRules.postPerUser, key: (request) => String(sessionOf(request).id) }]);

  route(app, endpoints.create, { preHandler: publishing }, async (request) =>
    posts.createPost(viewerOf(request), request.body),
  );
  route(app, endpoints.edit, async (request) =>
    posts.editPost(viewerOf(request), request.body.id, request.body.description),
  );
  route(app, endpoints.share, { preHandler: publishing }, async (request) =>
    posts.sharePost(viewerOf(request), request.body.id, request.body.description),
  );
  route(app, videosEndpoints.publish, async (request) =>
    videoPosts.publish(viewerOf(request), request.params.id, request.body.description, request.lang),
  );
  route(app, endpoints.get, async (request) => posts.getPost(viewerOf(request), request.params.id));
  route(app, endpoints.remove, async (request, reply) => {
    await posts.deletePost(viewerOf(request), request.params.id);
    return reply.status(204).send(null);
  });
};
