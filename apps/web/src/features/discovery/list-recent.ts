import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { discoveryEndpoints } from '@vitrina/contract/endpoints/discovery';
import { call } from '@/lib/api-client.ts';
import { discoveryKeys } from './discovery-keys.ts';

/** GET /api/users/recientes?page=N → the newest talents first, 12 a page; the agency rule of `destacados`. */
export function listRecent(page: number, signal?: AbortSignal) {
  return call(discoveryEndpoints.recent, { query: { page }, signal });
}

export function useRecent(page: number, enabled = true) {
  return useQuery({
    enabled,
    queryKey: discoveryKeys.recent(page),
    queryFn: ({ signal }) => listRecent(page, signal),
    placeholderData: keepPreviousData,
  });
}
