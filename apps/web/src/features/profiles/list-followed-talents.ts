import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PersonPage } from '@vitrina/contract/graph';
import { api } from '@/lib/api-client.ts';
import { graphKeys } from './graph-keys.ts';
import { peopleQueryString } from './people-query.ts';

/** GET /api/users/agencia/following?page=N → the talents an agency follows, most recent first (agencies only). */
export function listFollowedTalents(page: number, signal?: AbortSignal) {
  return api<PersonPage>(`/users/agencia/following?${peopleQueryString(page)}`, { signal });
}

export function useFollowedTalents(page: number) {
  return useQuery({
    queryKey: graphKeys.talents(page),
    queryFn: ({ signal }) => listFollowedTalents(page, signal),
    placeholderData: keepPreviousData,
  });
}
