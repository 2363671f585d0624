import { useMutation } from '@tanstack/react-query';
import type { LoginRequest } from '@vitrina/contract/auth';
import type { TokenResponse } from '@vitrina/contract/users';
import { api } from '@/lib/api-client.ts';

/** POST /users/authenticate → { token }; errors `password` (wrong password) or `credentials` (unknown e-mail). */
export function authenticate(body: LoginRequest): Promise<TokenResponse> {
  return api<TokenResponse>('/users/authenticate', { method: 'POST', body });
}

export function useAuthenticate() {
  return useMutation({ mutationFn: authenticate });
}
