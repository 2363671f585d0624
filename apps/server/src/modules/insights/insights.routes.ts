import type { FastifyPluginAsync } from 'fastify';
import { insightsEndpoints as endpoints } from '@vitrina/contract/endpoints/insights';
import { requireSession, route } from '../../http/route.ts';
import { rateRules, type RateLimiter } from '../../http/rate-limiter.ts';
import { sessionOf } from '../../sessions/session-plugin.ts';
import type { InsightsService } from './insights.service.ts';

/** /api/insights: the view beacon and the owner's dashboard (the settings call is the accounts module's). */
export const insightsRoutes: FastifyPluginAsync<{ insights: InsightsService; limiter: RateLimiter }> = async (
  app,
  { insights, limiter },
) => {
  requireSession(app);
  route(
    app,
    endpoints.recordView,
    { preHandler: limiter.guard([{ ...rateRules.viewPerUser, key: (request) => String(sessionOf(request).id) }]) },
    async (request, reply) => {
      insights.viewed(sessionOf(request).id, request.body);
      return reply.code(204).send();
    },
  );
  route(app, endpoints.dashboard, async (request) => insights.dashboard(sessionOf(request).id, request.query.days));
};
