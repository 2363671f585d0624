import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { profilesEndpoints } from '@vitrina/contract/endpoints/profiles';
import { call } from '@/lib/api-client.ts';
import { graphKeys } from './graph-keys.ts';
import { peopleQuery } from './people-query.ts';

/** GET /api/users/{profile_url}/following?page=N&q=… → { rows, count }, 12 a page. */
export function listFollowing(profileUrl: string, page: number, q: string, signal?: AbortSignal) {
  return call(profilesEndpoints.following, {
    params: { profile_url: profileUrl },
    query: peopleQuery(page, q),
    signal,
  });
}

export function useFollowing(profileUrl: string, page: number, q: string, enabled = true) {
  return useQuery({
    queryKey: graphKeys.peopleOf(profileUrl, 'following', page, q),
    queryFn: ({ signal }) => listFollowing(profileUrl, page, q, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
