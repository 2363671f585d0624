import type { FastifyPluginAsync } from 'fastify';
import type { Platform } from '../../platform/platform.ts';
import type { UserRoles } from '../accounts/user-roles.ts';
import type { GraphService } from '../graph/graph.service.ts';
import type { UserDirectory } from '../profiles/user-directory.ts';
import { moderationRoutes } from './moderation.routes.ts';
import { createModerationService } from './moderation.service.ts';

export interface ModerationModuleDeps {
  platform: Pick<Platform, 'db' | 'transactions'>;
  accounts: { roles: UserRoles };
  graph: { service: Pick<GraphService, 'listReports' | 'closeReports'> };
  profiles: { directory: Pick<UserDirectory, 'listAuthors'> };
}

/**
 * The moderation module (issue 28): roles' use, the queue of reported people, its actions and the append-only
 * audit log. Its calls are hidden from the public API document and answer 404 to anyone without a role.
 */
export function createModerationModule({ platform, accounts, graph, profiles }: ModerationModuleDeps) {
  const service = createModerationService({
    db: platform.db,
    transactions: platform.transactions,
    roles: accounts.roles,
    graph: graph.service,
    directory: profiles.directory,
  });
  const routes: FastifyPluginAsync = async (api) => {
    await api.register(moderationRoutes, { moderation: service });
  };
  return { service, routes };
}

export type ModerationModule = ReturnType<typeof createModerationModule>;
