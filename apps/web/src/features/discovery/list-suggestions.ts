import { useQuery } from '@tanstack/react-query';
import type { TalentCard } from '@vitrina/contract/discovery';
import { api } from '@/lib/api-client.ts';
import { discoveryKeys } from './discovery-keys.ts';

/**
 * GET /api/users/suggestions?limit=N → talents to follow: my categories, with posts, not followed yet, my
 * country first.
 */
export function listSuggestions(limit: number, signal?: AbortSignal) {
  return api<TalentCard[]>(`/users/suggestions?limit=${limit}`, { signal });
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
