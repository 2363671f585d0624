import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { profilesEndpoints } from '@vitrina/contract/endpoints/profiles';
import { call } from '@/lib/api-client.ts';
import { graphKeys } from './graph-keys.ts';
import { peopleQuery } from './people-query.ts';

/** GET /api/users/{profile_url}/followers?page=N&q=… → { rows, count }, 12 a page. */
export function listFollowers(profileUrl: string, page: number, q: string, signal?: AbortSignal) {
  return call(profilesEndpoints.followers, {
    params: { profile_url: profileUrl },
    query: peopleQuery(page, q),
    signal,
  });
}

export function useFollowers(profileUrl: string, page: number, q: string, enabled = true) {
  return useQuery({
    queryKey: graphKeys.peopleOf(profileUrl, 'followers', page, q),
    queryFn: ({ signal }) => listFollowers(profileUrl, page, q, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
