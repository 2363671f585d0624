import { defineEndpoint } from '../endpoint.ts';
import { degradedHealthSchema, healthResponseSchema } from '../health.ts';

/** 200 when every engine answers; 503 `degraded`, naming the engines that do not, otherwise. */
export const healthEndpoints = {
  health: defineEndpoint({
    method: 'GET',
    path: '/health',
    tags: ['health'],
    summary: 'Liveness and readiness of the database (and Redis)',
    auth: false,
    responses: { 200: healthResponseSchema, 503: degradedHealthSchema },
    errors: [],
  }),
};
