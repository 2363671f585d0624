import type { FastifyPluginAsync } from 'fastify';
import type { RateLimiter } from '../../http/rate-limiter.ts';
import { createAccountDeletion, type AccountDeletionDeps } from './account-deletion.ts';
import { createDataExport, type DataExportDeps } from './data-export.ts';
import { type LeavingServiceDeps, createLeavingService } from './leaving.service.ts';
import { leavingRoutes } from './leaving.routes.ts';

export interface LeavingModuleDeps extends LeavingServiceDeps {
  limiter: RateLimiter;
  db: DataExportDeps['db'];
  directory: DataExportDeps['directory'];
  /** Each module's part of a person's data, for the export. */
  sources: DataExportDeps['sources'];
  messaging: AccountDeletionDeps['messaging'];
  media: AccountDeletionDeps['media'] & DataExportDeps['media'];
  /** How often the deletion job looks for accounts due. */
  deletionIntervalMs: number;
}

/**
 * The leaving module (issue 15): cancelling and restoring an account. It owns no table: it marks the account
 * through the users module's port and moves the counters of the graph and posts modules through theirs, all
 * in one unit of work; account-deletion.ts deletes the accounts whose grace period is over; data-export.ts
 * prepares the copies of a person's data, from every module's part handed in as `sources`.
 */
export function createLeavingModule(deps: LeavingModuleDeps) {
  const service = createLeavingService(deps);
  const deletion = createAccountDeletion({ ...deps, intervalMs: deps.deletionIntervalMs });
  const exports = createDataExport(deps);
  const routes: FastifyPluginAsync = async (api) => {
    await api.register(leavingRoutes, { prefix: '/users', leaving: service, exports, limiter: deps.limiter });
  };
  return { service, deletion, exports, routes };
}
