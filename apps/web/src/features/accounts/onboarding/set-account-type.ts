import { useMutation } from '@tanstack/react-query';
import type { AccountType, TokenResponse } from '@vitrina/contract/users';
import { api } from '@/lib/api-client.ts';

/** PUT /users/profile { profile } → { token } carrying the type; 409 tipo_definido once it is set. */
export function setAccountType(profile: AccountType): Promise<TokenResponse> {
  return api<TokenResponse>('/users/profile', { method: 'PUT', body: { profile } });
}

export function useSetAccountType() {
  return useMutation({ mutationFn: setAccountType });
}
