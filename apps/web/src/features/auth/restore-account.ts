import type { RestoreAccountRequest } from '@vitrina/contract/account';
import type { LoginChallenge } from '@vitrina/contract/second-factors';
import type { TokenResponse } from '@vitrina/contract/users';
import { leavingEndpoints } from '@vitrina/contract/endpoints/leaving';
import { call } from '@/lib/api-client.ts';
import { useAction } from '@/lib/use-action.ts';

/**
 * POST /users/restore { email, password } → { token }: a cancelled account comes back as it was and a
 * session opens (or, with a second factor, the login's challenge). Errors as a login's: `password`, `credentials`, 429.
 */
export function restoreAccount(body: RestoreAccountRequest): Promise<TokenResponse | LoginChallenge> {
  return call(leavingEndpoints.restore, { body });
}

export function useRestoreAccount() {
  return useAction(restoreAccount);
}
