import type { FastifyInstance } from 'fastify';
import { isHolderCall } from '../../db/backup-route.ts';
import type { DataFolderLock } from '../../db/data-folder-lock.ts';
import { errorBody } from '../../http/error-handler.ts';
import type { GuardianSummaries } from './guardian-summaries.ts';

/** Where `npm run accounts -- guardian-summaries` reaches the server that holds the embedded database. */
export const SUMMARY_COMMAND_PATH = '/api/internal/guardian-summaries';

/**
 * The guardians' summaries sent now while the server runs on PGlite (the command line cannot open the folder it
 * holds): this machine only, with the lock's key, as the role commands; to anyone else the address does not exist.
 */
export function registerSummaryCommandRoute(
  server: FastifyInstance,
  options: { lock: DataFolderLock; summaries: Pick<GuardianSummaries, 'runAllNow'> },
): void {
  server.post(SUMMARY_COMMAND_PATH, { schema: { hide: true } }, async (request, reply) => {
    if (!isHolderCall(request, options.lock)) return reply.status(404).send(errorBody('not_found', request.lang));
    return { sent: await options.summaries.runAllNow() };
  });
}
