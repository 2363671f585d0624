import { useMutation } from '@tanstack/react-query';
import { usersEndpoints } from '@vitrina/contract/endpoints/users';
import type { PublicProfileResponse } from '@vitrina/contract/public-profiles';
import { call } from '@/lib/api-client.ts';

/** POST /users/public-profile { public } → { public }: my page at /p/{profile_url} for anyone with the link. */
export function updatePublicProfile(isPublic: boolean): Promise<PublicProfileResponse> {
  return call(usersEndpoints.publicProfile, { body: { public: isPublic } });
}

export function useUpdatePublicProfile() {
  return useMutation({ mutationFn: updatePublicProfile });
}
