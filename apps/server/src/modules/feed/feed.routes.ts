import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { pinsEndpoints } from '@vitrina/contract/endpoints/pins';
import { postsEndpoints as endpoints } from '@vitrina/contract/endpoints/posts';
import { requireSession, route } from '../../http/route.ts';
import { viewerOf } from '../../sessions/session-plugin.ts';
import type { FeedService } from './feed.service.ts';

/** A list page the service wrote and checked against the contract itself (decision 0005). */
const sendPage = (reply: FastifyReply, body: Buffer) => reply.type('application/json; charset=utf-8').send(body);

/** The lists' calls under /api: HTTP only, the service decides. */
export const feedRoutes: FastifyPluginAsync<{ feed: FeedService }> = async (app, { feed }) => {
  requireSession(app);
  route(app, endpoints.feed, async (request, reply) =>
    sendPage(reply, await feed.feed(viewerOf(request), request.query)),
  );
  route(app, endpoints.timeline, async (request, reply) =>
    sendPage(reply, await feed.timeline(viewerOf(request), request.params.profile_url, request.query)),
  );
  route(app, endpoints.media, async (request) =>
    feed.media(
      viewerOf(request),
      request.params.profile_url,
      request.params.type,
      request.query.limit,
      request.query.page,
    ),
  );
  route(app, pinsEndpoints.portfolio, async (request) => feed.portfolio(viewerOf(request), request.params.profile_url));
};
