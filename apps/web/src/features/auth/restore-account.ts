import { useMutation } from '@tanstack/react-query';
import type { RestoreAccountRequest } from '@vitrina/contract/account';
import type { TokenResponse } from '@vitrina/contract/users';
import { api } from '@/lib/api-client.ts';

/**
 * POST /users/restore { email, password } → { token }: a cancelled account comes back as it was and a
 * session opens. Errors as a login's: `password`, `credentials`, 429.
 */
export function restoreAccount(body: RestoreAccountRequest): Promise<TokenResponse> {
  return api<TokenResponse>('/users/restore', { method: 'POST', body });
}

export function useRestoreAccount() {
  return useMutation({ mutationFn: restoreAccount });
}
