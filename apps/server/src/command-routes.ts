import type { FastifyInstance } from 'fastify';
import { registerBackupRoute } from './db/backup-route.ts';
import type { Database } from './db/client.ts';
import { registerSummaryCommandRoute } from './modules/guardians/summary-command.routes.ts';
import { registerRoleCommandRoute } from './modules/moderation/role-command.routes.ts';

type RoleCommand = Parameters<typeof registerRoleCommandRoute>[1];
type SummaryCommand = Parameters<typeof registerSummaryCommandRoute>[1];

/**
 * The commands an operator runs while the server holds the embedded database's folder (`npm run db:backup`,
 * `accounts -- grant-role`, the guardians' summaries): the lock's holder answers them (db/backup-route.ts).
 */
export function registerCommandRoutes(
  server: FastifyInstance,
  { lock, dump }: Pick<Database, 'lock' | 'dump'>,
  modules: Pick<RoleCommand, 'moderation'> & Pick<SummaryCommand, 'summaries'>,
): void {
  if (!lock) return;
  if (dump) registerBackupRoute(server, { lock, dump });
  registerRoleCommandRoute(server, { lock, moderation: modules.moderation });
  registerSummaryCommandRoute(server, { lock, summaries: modules.summaries });
}
