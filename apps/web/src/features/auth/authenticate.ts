import type { LoginRequest } from '@vitrina/contract/auth';
import type { LoginChallenge } from '@vitrina/contract/second-factors';
import type { TokenResponse } from '@vitrina/contract/users';
import { authEndpoints } from '@vitrina/contract/endpoints/auth';
import { call } from '@/lib/api-client.ts';
import { useAction } from '@/lib/use-action.ts';

/**
 * POST /users/authenticate → { token }, or for an account with a second factor { challenge, methods };
 * errors `password` (wrong password) or `credentials` (unknown e-mail).
 */
export function authenticate(body: LoginRequest): Promise<TokenResponse | LoginChallenge> {
  return call(authEndpoints.authenticate, { body });
}

export function useAuthenticate() {
  return useAction(authenticate);
}
