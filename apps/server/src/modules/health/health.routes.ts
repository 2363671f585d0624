import type { FastifyPluginAsync } from 'fastify';
import { healthEndpoints as endpoints } from '@vitrina/contract/endpoints/health';
import type { Engine } from '@vitrina/contract/health';
import { errorBody } from '../../http/error-handler.ts';
import { route } from '../../http/route.ts';

export interface HealthRoutesOptions {
  /** Resolves when the database answers a trivial query. */
  ping: () => Promise<void>;
  /** Whether Redis is reachable now; absent without REDIS_URL. */
  redisReachable?: () => boolean;
}

/** 200 when every engine answers; 503 `degraded`, naming the engines that do not, otherwise. */
export const healthRoutes: FastifyPluginAsync<HealthRoutesOptions> = async (app, { ping, redisReachable }) => {
  route(app, endpoints.health, async (request, reply) => {
    const down: Engine[] = [];
    try {
      await ping();
    } catch (error) {
      request.log.warn({ err: error }, 'health check: database did not answer');
      down.push('database');
    }
    if (redisReachable && !redisReachable()) down.push('redis');
    if (down.length === 0) return { status: 'ok' as const };
    return reply.status(503).send({ ...errorBody('unavailable', request.lang), status: 'degraded' as const, down });
  });
};
