import { useQuery } from '@tanstack/react-query';
import type { ProfileResponse } from '@vitrina/contract/graph';
import { profilesEndpoints } from '@vitrina/contract/endpoints/profiles';
import { call } from '@/lib/api-client.ts';
import { graphKeys } from './graph-keys.ts';

/** GET /api/users/{profile_url}/profile → { user, profile, categories }; 404 when missing, an agency or blocked. */
export function getProfile(profileUrl: string, signal?: AbortSignal): Promise<ProfileResponse> {
  return call(profilesEndpoints.profile, { params: { profile_url: profileUrl }, signal });
}

export function useProfile(profileUrl: string) {
  return useQuery({
    queryKey: graphKeys.profile(profileUrl),
    queryFn: ({ signal }) => getProfile(profileUrl, signal),
    enabled: profileUrl !== '',
  });
}
