import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { compCardEndpoints as endpoints } from '@vitrina/contract/endpoints/comp-card';
import { byIp, rateRules, type RateLimiter } from '../../http/rate-limiter.ts';
import { requireSession, route } from '../../http/route.ts';
import { sessionOf, viewerOf } from '../../sessions/session-plugin.ts';
import type { CompCardFile, CompCardService } from './comp-card.service.ts';

export interface CompCardRoutesOptions {
  compCards: CompCardService;
  limiter: RateLimiter;
}

/** Drawn anew on each request, so never cached: a revoked link must stop answering at once. */
function sendPdf(reply: FastifyReply, { bytes, filename }: CompCardFile, disposition: 'attachment' | 'inline') {
  return reply
    .type('application/pdf')
    .header('content-disposition', `${disposition}; filename="${filename}"`)
    .header('cache-control', 'private, no-store')
    .header('x-robots-tag', 'noindex')
    .send(bytes);
}

/** /api/users/me/comp-card: my comp card and its public link (talents). */
export const compCardRoutes: FastifyPluginAsync<CompCardRoutesOptions> = async (app, { compCards, limiter }) => {
  requireSession(app);
  const drawing = limiter.guard([{ ...rateRules.compCardPerUser, key: (request) => String(sessionOf(request).id) }]);

  route(app, endpoints.ownCard, { preHandler: drawing }, async (request, reply) =>
    sendPdf(reply, await compCards.ownCard(viewerOf(request)), 'attachment'),
  );
  route(app, endpoints.link, async (request) => compCards.findLink(viewerOf(request)));
  route(app, endpoints.createLink, { preHandler: drawing }, async (request) => compCards.createLink(viewerOf(request)));
  route(app, endpoints.revokeLink, async (request, reply) => {
    await compCards.revokeLink(viewerOf(request));
    return reply.status(204).send(null);
  });
};

/** /api/comp-cards/{token}: a shared comp card, for anyone holding its link. */
export const publicCompCardRoutes: FastifyPluginAsync<CompCardRoutesOptions> = async (app, { compCards, limiter }) => {
  const reading = limiter.guard([{ ...rateRules.compCardPerIp, key: byIp }]);
  route(app, endpoints.publicCard, { preHandler: reading }, async (request, reply) =>
    sendPdf(reply, await compCards.publicCard(request.params.token), 'inline'),
  );
};
