import { useMutation } from '@tanstack/react-query';
import type { AccountType, TokenResponse } from '@vitrina/contract/users';
import { usersEndpoints } from '@vitrina/contract/endpoints/users';
import { call } from '@/lib/api-client.ts';

/** PUT /users/profile { profile } → { token } carrying the type; 409 tipo_definido once it is set. */
export function setAccountType(profile: AccountType): Promise<TokenResponse> {
  return call(usersEndpoints.chooseType, { body: { profile } });
}

export function useSetAccountType() {
  return useMutation({ mutationFn: setAccountType });
}
