import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { profilesEndpoints } from '@vitrina/contract/endpoints/profiles';
import { call } from '@/lib/api-client.ts';
import { graphKeys } from './graph-keys.ts';
import { peopleQuery } from './people-query.ts';

/** GET /api/users/agencia/following?page=N → the talents an agency follows, most recent first (agencies only). */
export function listFollowedTalents(page: number, signal?: AbortSignal) {
  return call(profilesEndpoints.agencyFollowing, { query: peopleQuery(page), signal });
}

export function useFollowedTalents(page: number) {
  return useQuery({
    queryKey: graphKeys.talents(page),
    queryFn: ({ signal }) => listFollowedTalents(page, signal),
    placeholderData: keepPreviousData,
  });
}
