import type { LoginChallenge } from '@vitrina/contract/second-factors';
import type { TokenResponse } from '@vitrina/contract/users';
import { authEndpoints } from '@vitrina/contract/endpoints/auth';
import { call } from '@/lib/api-client.ts';
import { useCachedCall } from '@/lib/use-cached-call.ts';
import { authKeys } from './auth-keys.ts';

/** GET /users/recover/:token → { token } (a 1-hour recovery session), or with a second factor its challenge. */
export function openRecovery(token: string): Promise<TokenResponse | LoginChallenge> {
  return call(authEndpoints.openRecovery, { params: { token } });
}

/** Single-use link: asked once, shared by every render, never retried. */
export function useOpenRecovery(token: string | undefined) {
  return useCachedCall(token ? authKeys.recovery(token) : null, () => openRecovery(token ?? ''));
}
