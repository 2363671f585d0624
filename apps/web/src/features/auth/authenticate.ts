import type { LoginRequest } from '@vitrina/contract/auth';
import type { TokenResponse } from '@vitrina/contract/users';
import { authEndpoints } from '@vitrina/contract/endpoints/auth';
import { call } from '@/lib/api-client.ts';
import { useAction } from '@/lib/use-action.ts';

/** POST /users/authenticate → { token }; errors `password` (wrong password) or `credentials` (unknown e-mail). */
export function authenticate(body: LoginRequest): Promise<TokenResponse> {
  return call(authEndpoints.authenticate, { body });
}

export function useAuthenticate() {
  return useAction(authenticate);
}
