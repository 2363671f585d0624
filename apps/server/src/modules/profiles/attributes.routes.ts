import type { FastifyPluginAsync } from 'fastify';
import { scoutingEndpoints as endpoints } from '@vitrina/contract/endpoints/scouting';
import { rateRules, type RateLimiter } from '../../http/rate-limiter.ts';
import { requireSession, route } from '../../http/route.ts';
import { sessionOf, viewerOf } from '../../sessions/session-plugin.ts';
import type { AttributesService } from './attributes.service.ts';

export interface AttributesRoutesOptions {
  attributes: AttributesService;
  limiter: RateLimiter;
}

/** The attribute table (public) and a talent's sheet and availability. */
export const fieldTableRoutes: FastifyPluginAsync<{ attributes: AttributesService }> = async (app, { attributes }) => {
  route(app, endpoints.fields, async (_request, reply) => {
    void reply.header('cache-control', 'public, max-age=3600');
    return attributes.fieldTable();
  });
};

export const attributesRoutes: FastifyPluginAsync<AttributesRoutesOptions> = async (app, { attributes, limiter }) => {
  requireSession(app);
  const writing = limiter.guard([{ ...rateRules.attributesPerUser, key: (request) => String(sessionOf(request).id) }]);
  route(app, endpoints.mine, async (request) => attributes.mine(viewerOf(request)));
  route(app, endpoints.update, { preHandler: writing }, async (request) =>
    attributes.update(viewerOf(request), request.body),
  );
  route(app, endpoints.availability, { preHandler: writing }, async (request) =>
    attributes.setAvailability(viewerOf(request), request.body),
  );
  route(app, endpoints.renew, { preHandler: writing }, async (request) =>
    attributes.renew(viewerOf(request), request.params.kind),
  );
  route(app, endpoints.talent, async (request) => attributes.talent(viewerOf(request), request.params.profile_url));
};
