import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorBody } from '../http/error-handler.ts';
import type { DataFolderLock } from './data-folder-lock.ts';

/** Where `npm run db:backup` asks the running server for a copy; the header carries the lock's key. */
export const BACKUP_PATH = '/api/internal/db-backup';
export const BACKUP_KEY_HEADER = 'x-backup-key';

export interface BackupRouteOptions {
  lock: DataFolderLock;
  dump: () => Promise<Blob>;
}

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

function sameKey(given: unknown, expected: string): boolean {
  if (typeof given !== 'string' || given.length !== expected.length || expected.length === 0) return false;
  return timingSafeEqual(Buffer.from(given), Buffer.from(expected));
}

/** A call of this machine's command line (the socket's own peer address) carrying the lock holder's key. */
export function isHolderCall(request: FastifyRequest, lock: DataFolderLock): boolean {
  const peer = request.raw.socket.remoteAddress ?? '';
  return LOOPBACK.test(peer) && sameKey(request.headers[BACKUP_KEY_HEADER], lock.holder.key);
}

/** The embedded database's copy, for this machine only (the socket's own peer address) and the holder's key. */
export function registerBackupRoute(server: FastifyInstance, options: BackupRouteOptions): void {
  server.post(BACKUP_PATH, { schema: { hide: true } }, async (request, reply) => {
    if (!isHolderCall(request, options.lock)) return reply.status(404).send(errorBody('not_found', request.lang));
    const copy = await options.dump();
    request.log.info({ bytes: copy.size }, 'database copy taken for npm run db:backup');
    return reply
      .header('content-type', 'application/gzip')
      .header('cache-control', 'no-store')
      .send(Buffer.from(await copy.arrayBuffer()));
  });
}
