import type { LogoutRequest } from '@vitrina/contract/auth';
import { authEndpoints } from '@vitrina/contract/endpoints/auth';
import { call } from '@/lib/api-client.ts';

/**
 * POST /api/users/logout → 204: ends this session on the server (its token stops working and its sockets
 * close), or with `everywhere` every session of mine.
 */
export function logOutOnServer(body: LogoutRequest = { everywhere: false }): Promise<void> {
  return call(authEndpoints.logout, { body });
}
