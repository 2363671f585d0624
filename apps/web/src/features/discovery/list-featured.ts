import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { discoveryEndpoints } from '@vitrina/contract/endpoints/discovery';
import { call } from '@/lib/api-client.ts';
import { discoveryKeys } from './discovery-keys.ts';

/**
 * GET /api/users/destacados?page=N → the most followed talents, 12 a page. An agency sees talents of its own
 * categories, and 409 `categories_required` while it has none.
 */
export function listFeatured(page: number, signal?: AbortSignal) {
  return call(discoveryEndpoints.featured, { query: { page }, signal });
}

export function useFeatured(page: number, enabled = true) {
  return useQuery({
    enabled,
    queryKey: discoveryKeys.featured(page),
    queryFn: ({ signal }) => listFeatured(page, signal),
    placeholderData: keepPreviousData,
  });
}
