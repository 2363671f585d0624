import { useMutation } from '@tanstack/react-query';
import type { LoginRequest } from '@vitrina/contract/auth';
import type { TokenResponse } from '@vitrina/contract/users';
import { authEndpoints } from '@vitrina/contract/endpoints/auth';
import { call } from '@/lib/api-client.ts';

/** POST /users/authenticate → { token }; errors `password` (wrong password) or `credentials` (unknown e-mail). */
export function authenticate(body: LoginRequest): Promise<TokenResponse> {
  return call(authEndpoints.authenticate, { body });
}

export function useAuthenticate() {
  return useMutation({ mutationFn: authenticate });
}
