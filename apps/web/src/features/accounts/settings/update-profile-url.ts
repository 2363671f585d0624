import { useMutation } from '@tanstack/react-query';
import type { TokenResponse } from '@vitrina/contract/users';
import { usersEndpoints } from '@vitrina/contract/endpoints/users';
import { call } from '@/lib/api-client.ts';

/** PUT /users/profile_url { profile_url } → { token }; 409 el_perfil_existe when taken or reserved. */
export function updateProfileUrl(profileUrl: string): Promise<TokenResponse> {
  return call(usersEndpoints.profileUrl, { body: { profile_url: profileUrl } });
}

export function useUpdateProfileUrl() {
  return useMutation({ mutationFn: updateProfileUrl });
}
