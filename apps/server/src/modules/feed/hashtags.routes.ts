import type { FastifyPluginAsync } from 'fastify';
import { hashtagsEndpoints as endpoints } from '@vitrina/contract/endpoints/hashtags';
import { requireSession, route } from '../../http/route.ts';
import { viewerOf } from '../../sessions/session-plugin.ts';
import type { HashtagsService } from './hashtags.service.ts';

/** /api/tags/…: HTTP only, the service decides. */
export const hashtagsRoutes: FastifyPluginAsync<{ hashtags: HashtagsService }> = async (app, { hashtags }) => {
  requireSession(app);
  route(app, endpoints.posts, async (request) =>
    hashtags.tagPosts(viewerOf(request), request.params.tag, request.query),
  );
  route(app, endpoints.suggestions, async (request) => hashtags.suggestions(viewerOf(request), request.query.term));
  route(app, endpoints.trending, async (request) => hashtags.trending(viewerOf(request)));
};
