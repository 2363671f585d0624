import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@vitrina/contract/errors';
import { healthResponseSchema } from '@vitrina/contract/health';
import { errorBody } from '../../http/error-handler.ts';

export interface HealthRoutesOptions {
  ping: () => Promise<void>;
}

/** 200 only when the database answers; 503 with the error body otherwise. */
export const healthRoutes: FastifyPluginAsyncZod<HealthRoutesOptions> = async (app, { ping }) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database readiness',
        response: { 200: healthResponseSchema, 503: errorBodySchema },
      },
    },
    async (request, reply) => {
      try {
        await ping();
        return { status: 'ok' as const };
      } catch (error) {
        request.log.warn({ err: error }, 'health check: database did not answer');
        return reply.status(503).send(errorBody('unavailable', request.lang));
      }
    },
  );
};
