import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { degradedHealthSchema, healthResponseSchema, type Engine } from '@vitrina/contract/health';
import { errorBody } from '../../http/error-handler.ts';

export interface HealthRoutesOptions {
  /** Resolves when the database answers a trivial query. */
  ping: () => Promise<void>;
  /** Whether Redis is reachable now; absent without REDIS_URL. */
  redisReachable?: () => boolean;
}

/** 200 when every engine answers; 503 `degraded`, naming the engines that do not, otherwise. */
export const healthRoutes: FastifyPluginAsyncZod<HealthRoutesOptions> = async (app, { ping, redisReachable }) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and readiness of the database (and Redis)',
        response: { 200: healthResponseSchema, 503: degradedHealthSchema },
      },
    },
    async (request, reply) => {
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
    },
  );
};
