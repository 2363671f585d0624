import type { FastifyPluginAsync } from 'fastify';
import { type LeavingServiceDeps, createLeavingService } from './leaving.service.ts';
import { leavingRoutes } from './leaving.routes.ts';
import type { RateLimiter } from '../../http/rate-limiter.ts';

export interface LeavingModuleDeps extends LeavingServiceDeps {
  limiter: RateLimiter;
}

/**
 * The leaving module (issue 15): cancelling and restoring an account. It owns no table: it marks the account
 * through the users module's port and moves the counters of the graph and posts modules through theirs, all
 * in one unit of work. Deleting due accounts and the data export are still to come.
 */
export function createLeavingModule(deps: LeavingModuleDeps) {
  const service = createLeavingService(deps);
  const routes: FastifyPluginAsync = async (api) => {
    await api.register(leavingRoutes, { prefix: '/users', leaving: service, limiter: deps.limiter });
  };
  return { service, routes };
}
