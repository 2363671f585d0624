import type { FastifyPluginAsync } from 'fastify';
import { discoveryEndpoints as endpoints } from '@vitrina/contract/endpoints/discovery';
import { rateRules, type RateLimiter } from '../../http/rate-limiter.ts';
import { requireSession, route } from '../../http/route.ts';
import { sessionOf, viewerOf } from '../../sessions/session-plugin.ts';
import type { DiscoveryService } from './discovery.service.ts';
import type { ScoutingSearchService } from './scouting-search.service.ts';
import { scoutingEndpoints } from '@vitrina/contract/endpoints/scouting';

export interface DiscoveryRoutesOptions {
  discovery: DiscoveryService;
  scouting: ScoutingSearchService;
  limiter: RateLimiter;
}

/**
 * The explore area and the header search (first document §§2, 6, 7): /api/users/destacados, recientes,
 * similares, suggestions and search, and /api/categories/users/{slug}. Logged-in users only; talents only.
 */
export const discoveryRoutes: FastifyPluginAsync<DiscoveryRoutesOptions> = async (
  app,
  { discovery, scouting, limiter },
) => {
  requireSession(app);
  const searching = limiter.guard([
    { ...rateRules.scoutingSearchPerUser, key: (request) => String(sessionOf(request).id) },
  ]);
  route(app, scoutingEndpoints.search, { preHandler: searching }, async (request) =>
    scouting.search(viewerOf(request), request.query),
  );
  route(app, endpoints.featured, async (request) => discovery.featured(viewerOf(request), request.query.page));
  route(app, endpoints.recent, async (request) => discovery.recent(viewerOf(request), request.query.page));
  route(app, endpoints.similar, async (request) => discovery.similar(viewerOf(request), request.query.seed));
  route(app, endpoints.suggestions, async (request) => discovery.suggestions(viewerOf(request), request.query.limit));
  route(app, endpoints.search, async (request) =>
    discovery.search(viewerOf(request), request.query.term, request.query.page),
  );
  route(app, endpoints.byCategory, async (request) =>
    discovery.byCategory(viewerOf(request), request.params.slug, request.query.country, request.query.page),
  );
};
