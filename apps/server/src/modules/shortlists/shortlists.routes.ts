import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { shortlistsEndpoints as endpoints } from '@vitrina/contract/endpoints/shortlists';
import { rateRules, type RateLimiter } from '../../http/rate-limiter.ts';
import { requireSession, route } from '../../http/route.ts';
import { sessionOf, viewerOf } from '../../sessions/session-plugin.ts';
import type { ExportFile, ShortlistsService } from './shortlists.service.ts';

export interface ShortlistsRoutesOptions {
  shortlists: ShortlistsService;
  limiter: RateLimiter;
}

/** Private to the agency, drawn anew on each request: never cached, never indexed. */
function sendFile(reply: FastifyReply, { bytes, filename }: ExportFile, type: string) {
  return reply
    .type(type)
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'private, no-store')
    .header('x-robots-tag', 'noindex')
    .send(bytes);
}

/** /api/shortlists: agencies' lists of talents. */
export const shortlistsRoutes: FastifyPluginAsync<ShortlistsRoutesOptions> = async (app, { shortlists, limiter }) => {
  requireSession(app);
  const byUser = { key: (request: Parameters<typeof sessionOf>[0]) => String(sessionOf(request).id) };
  const writing = limiter.guard([{ ...rateRules.shortlistWritePerUser, ...byUser }]);
  const exporting = limiter.guard([{ ...rateRules.shortlistExportPerUser, ...byUser }]);

  route(app, endpoints.list, async (request) => shortlists.list(viewerOf(request), request.query.userId));
  route(app, endpoints.create, { preHandler: writing }, async (request) =>
    shortlists.create(viewerOf(request), request.body.name),
  );
  route(app, endpoints.compare, async (request) => shortlists.compare(viewerOf(request), request.query.ids));
  route(app, endpoints.show, async (request) => shortlists.show(viewerOf(request), request.params.listId));
  route(app, endpoints.rename, async (request) =>
    shortlists.rename(viewerOf(request), request.params.listId, request.body.name),
  );
  route(app, endpoints.remove, async (request, reply) => {
    await shortlists.remove(viewerOf(request), request.params.listId);
    return reply.status(204).send(null);
  });
  route(app, endpoints.add, { preHandler: writing }, async (request) =>
    shortlists.add(viewerOf(request), request.params.listId, request.params.userId),
  );
  route(app, endpoints.annotate, { preHandler: writing }, async (request) =>
    shortlists.annotate(viewerOf(request), request.params.listId, request.params.userId, request.body),
  );
  route(app, endpoints.drop, async (request, reply) => {
    await shortlists.drop(viewerOf(request), request.params.listId, request.params.userId);
    return reply.status(204).send(null);
  });
  route(app, endpoints.reorder, async (request, reply) => {
    await shortlists.reorder(viewerOf(request), request.params.listId, request.body.userIds);
    return reply.status(204).send(null);
  });
  route(app, endpoints.csv, { preHandler: exporting }, async (request, reply) =>
    sendFile(reply, await shortlists.csv(viewerOf(request), request.params.listId), 'text/csv; charset=utf-8'),
  );
  route(app, endpoints.pdf, { preHandler: exporting }, async (request, reply) =>
    sendFile(reply, await shortlists.pdf(viewerOf(request), request.params.listId), 'application/pdf'),
  );
};
