import { useQuery } from '@tanstack/react-query';
import { discoveryEndpoints } from '@vitrina/contract/endpoints/discovery';
import { call } from '@/lib/api-client.ts';
import { discoveryKeys } from './discovery-keys.ts';

/**
 * GET /api/users/similares?seed=N → up to 10 talents: in my categories (a talent), outside them (an agency).
 * The same seed draws the same talents.
 */
export function listSimilar(seed: number, signal?: AbortSignal) {
  return call(discoveryEndpoints.similar, { query: { seed }, signal });
}

/** A visit keeps its seed, and its answer: the list does not reshuffle while the page is open. */
export function useSimilar(seed: number) {
  return useQuery({
    queryKey: discoveryKeys.similar(seed),
    queryFn: ({ signal }) => listSimilar(seed, signal),
    staleTime: Infinity,
  });
}

/** A seed for one visit of the explore page, within the range the server takes (0 … 2³¹ − 1). */
export function newSimilarSeed(): number {
  return Math.floor(Math.random() * 2_147_483_647);
}
