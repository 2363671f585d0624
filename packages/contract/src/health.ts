import { z } from 'zod';
import { errorBodySchema } from './errors.ts';

export const healthResponseSchema = z.object({ status: z.literal('ok') });
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** The engines a deployment may depend on (Redis only when REDIS_URL is set). */
export const engineSchema = z.enum(['database', 'redis']);
export type Engine = z.infer<typeof engineSchema>;

/** 503 while an engine is unreachable: the one error body (`unavailable`), naming the engines that are down. */
export const degradedHealthSchema = errorBodySchema.extend({
  status: z.literal('degraded'),
  down: z.array(engineSchema).min(1),
});
export type DegradedHealth = z.infer<typeof degradedHealthSchema>;
