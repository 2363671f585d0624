import { useQuery } from '@tanstack/react-query';
import { pinsEndpoints } from '@vitrina/contract/endpoints/pins';
import type { Portfolio } from '@vitrina/contract/pins';
import { call } from '@/lib/api-client.ts';
import { postsKeys } from './posts-keys.ts';

/** GET /api/posts/user/{profile_url}/pins → { posts }: a profile's portfolio, in the owner's order. */
export function listPortfolio(profileUrl: string, signal?: AbortSignal): Promise<Portfolio> {
  return call(pinsEndpoints.portfolio, { params: { profile_url: profileUrl }, signal });
}

export function usePortfolio(profileUrl: string, enabled = true) {
  return useQuery({
    queryKey: postsKeys.portfolio(profileUrl),
    queryFn: ({ signal }) => listPortfolio(profileUrl, signal),
    enabled,
  });
}
