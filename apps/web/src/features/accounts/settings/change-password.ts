import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordRequest } from '@vitrina/contract/auth';
import type { TokenResponse } from '@vitrina/contract/users';
import { authEndpoints } from '@vitrina/contract/endpoints/auth';
import { call } from '@/lib/api-client.ts';

/**
 * PUT /users/password { newPassword, currentPassword? } → { token }, a fresh session; every other
 * session ends. The current password is required except in a recovery session.
 */
export function changePassword(body: ChangePasswordRequest): Promise<TokenResponse> {
  return call(authEndpoints.changePassword, { body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
