import type { TokenResponse } from '@vitrina/contract/users';
import { authEndpoints } from '@vitrina/contract/endpoints/auth';
import { call } from '@/lib/api-client.ts';
import { useCachedCall } from '@/lib/use-cached-call.ts';
import { authKeys } from './auth-keys.ts';

/** GET /users/confirmation/:token → { token } (a session); 400 token_invalido for a used or expired link. */
export function confirmEmail(token: string): Promise<TokenResponse> {
  return call(authEndpoints.confirm, { params: { token } });
}

/**
 * The link is single-use, so the call is a query: asked once per link and shared by every render
 * (StrictMode's double effects included), never retried.
 */
export function useConfirmEmail(token: string | null) {
  return useCachedCall(token ? authKeys.confirmation(token) : null, () => confirmEmail(token ?? ''));
}
