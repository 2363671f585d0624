import { useQuery } from '@tanstack/react-query';
import { discoveryEndpoints } from '@vitrina/contract/endpoints/discovery';
import { call } from '@/lib/api-client.ts';
import { discoveryKeys } from './discovery-keys.ts';

/**
 * GET /api/users/suggestions?limit=N → talents to follow: my categories, with posts, not followed yet, my
 * country first.
 */
export function listSuggestions(limit: number, signal?: AbortSignal) {
  return call(discoveryEndpoints.suggestions, { query: { limit }, signal });
}

/** Asked once per visit: a talent just followed stays in the list (its button says so) instead of vanishing. */
export function useFollowSuggestions(limit: number) {
  return useQuery({
    queryKey: discoveryKeys.suggestions(limit),
    queryFn: ({ signal }) => listSuggestions(limit, signal),
    staleTime: Infinity,
    gcTime: 0,
  });
}
