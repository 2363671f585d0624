import type { FastifyInstance } from 'fastify';
import { moderationRoleSchema } from '@vitrina/contract/moderation';
import { isHolderCall } from '../../db/backup-route.ts';
import type { DataFolderLock } from '../../db/data-folder-lock.ts';
import { AppError } from '../../http/app-error.ts';
import { errorBody } from '../../http/error-handler.ts';
import type { ModerationService } from './moderation.service.ts';

/** Where `npm run accounts -- grant-role|revoke-role` reaches the server that holds the embedded database. */
export const ROLE_COMMAND_PATH = '/api/internal/roles';

/**
 * The role commands while the server runs on PGlite: the command line cannot open the folder the server holds
 * (two processes would damage it), so it asks the holder, as `npm run db:backup` does — this machine only,
 * with the lock's key; to anyone else the address does not exist.
 */
export function registerRoleCommandRoute(
  server: FastifyInstance,
  options: { lock: DataFolderLock; moderation: Pick<ModerationService, 'grantRole' | 'revokeRole'> },
): void {
  server.post<{ Body: { email?: unknown; role?: unknown } }>(
    ROLE_COMMAND_PATH,
    { schema: { hide: true } },
    async (request, reply) => {
      if (!isHolderCall(request, options.lock)) return reply.status(404).send(errorBody('not_found', request.lang));
      const { email, role } = request.body ?? {};
      const parsed = moderationRoleSchema.nullable().safeParse(role);
      if (typeof email !== 'string' || !parsed.success)
        return reply.status(400).send(errorBody('validation', request.lang));
      try {
        const change = parsed.data
          ? await options.moderation.grantRole(email, parsed.data)
          : await options.moderation.revokeRole(email);
        return { found: true, ...change };
      } catch (error) {
        if (error instanceof AppError && error.code === 'not_found') return { found: false };
        // A role needs a second factor: the command says so and exits non-zero (scripts/accounts.ts).
        if (error instanceof AppError && error.code === 'role_needs_factor')
          return reply.status(409).send(errorBody('role_needs_factor', 'en'));
        throw error;
      }
    },
  );
}
