import type { FastifyPluginAsync } from 'fastify';
import { healthRoutes } from './health.routes.ts';

export interface HealthModuleDeps {
  /** Resolves when the database answers a trivial query. */
  ping: () => Promise<void>;
  /** Each user of Redis (the limits, the processes' broadcasts): whether it reaches it now (null: none). */
  redisUsers: ReadonlyArray<{ redisReachable: (() => boolean) | null }>;
}

/** The health module: GET /api/health for the operators and the load balancer. */
export function createHealthModule({ ping, redisUsers }: HealthModuleDeps) {
  // Redis counts as down when either of its users cannot reach it.
  const checks = redisUsers.flatMap(({ redisReachable }) => (redisReachable ? [redisReachable] : []));
  const routes: FastifyPluginAsync = async (api) => {
    await api.register(healthRoutes, {
      ping,
      ...(checks.length ? { redisReachable: () => checks.every((check) => check()) } : {}),
    });
  };
  return { routes };
}
