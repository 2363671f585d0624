import { useMutation } from '@tanstack/react-query';
import type { SettingsRequest } from '@vitrina/contract/users';
import type { TokenResponse } from '@vitrina/contract/users';
import { usersEndpoints } from '@vitrina/contract/endpoints/users';
import { call } from '@/lib/api-client.ts';

/** PUT /users → { token }: personal information, social links, web and phone; 409 correo_existe. */
export function updateUser(body: SettingsRequest): Promise<TokenResponse> {
  return call(usersEndpoints.settings, { body });
}

export function useUpdateUser() {
  return useMutation({ mutationFn: updateUser });
}
