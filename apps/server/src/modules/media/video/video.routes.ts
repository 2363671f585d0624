import type { FastifyPluginAsync } from 'fastify';
import { videosEndpoints as endpoints } from '@vitrina/contract/endpoints/videos';
import { requireSession, route } from '../../../http/route.ts';
import { sessionOf, viewerOf } from '../../../sessions/session-plugin.ts';
import type { VideoService } from './video.service.ts';

/** The author's calls on their videos (HTTP only; the service decides). */
export const videoRoutes: FastifyPluginAsync<{ service: VideoService }> = async (app, { service }) => {
  requireSession(app);
  const me = (request: Parameters<typeof sessionOf>[0]) => sessionOf(request).id;

  route(app, endpoints.create, async (request, reply) =>
    reply.status(201).send(await service.create(viewerOf(request), request.body.filename, request.lang)),
  );
  route(app, endpoints.mine, async (request) => service.mine(me(request), request.lang));
  route(app, endpoints.one, async (request) => service.one(me(request), request.params.id, request.lang));
  route(app, endpoints.retry, async (request) => service.retry(me(request), request.params.id, request.lang));
  route(app, endpoints.remove, async (request, reply) => {
    await service.remove(me(request), request.params.id);
    return reply.status(204).send(null);
  });
  route(app, endpoints.setCaptions, async (request) =>
    service.setCaptions(me(request), request.params.id, request.body.filename, request.lang),
  );
  route(app, endpoints.removeCaptions, async (request) =>
    service.removeCaptions(me(request), request.params.id, request.lang),
  );
};
