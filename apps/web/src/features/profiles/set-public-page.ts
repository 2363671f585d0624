import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usersEndpoints } from '@vitrina/contract/endpoints/users';
import type { ProfileResponse } from '@vitrina/contract/graph';
import type { PublicProfileResponse } from '@vitrina/contract/public-profiles';
import { call } from '@/lib/api-client.ts';
import { graphKeys } from './graph-keys.ts';

/** POST /users/public-profile { public } → { public }: the settings' own call, made from the share dialog. */
export function setPublicPage(isPublic: boolean): Promise<PublicProfileResponse> {
  return call(usersEndpoints.publicProfile, { body: { public: isPublic } });
}

/** The owner's profile says at once what the server answered; its next read confirms it. */
export function useSetPublicPage(profileUrl: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setPublicPage,
    onSuccess: ({ public: isPublic }) => {
      client.setQueryData<ProfileResponse>(graphKeys.profile(profileUrl), (data) =>
        data ? { ...data, user: { ...data.user, hasPublicPage: isPublic } } : data,
      );
      void client.invalidateQueries({ queryKey: graphKeys.profile(profileUrl) });
    },
  });
}
