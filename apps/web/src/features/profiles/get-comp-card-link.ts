import { useQuery } from '@tanstack/react-query';
import type { CompCardLink } from '@vitrina/contract/comp-card';
import { compCardEndpoints } from '@vitrina/contract/endpoints/comp-card';
import { call } from '@/lib/api-client.ts';
import { graphKeys } from './graph-keys.ts';

/** GET /api/users/me/comp-card/link → { url }: my comp card's public link, null when there is none. */
export function getCompCardLink(signal?: AbortSignal): Promise<CompCardLink> {
  return call(compCardEndpoints.link, { signal });
}

export function useCompCardLink() {
  return useQuery({ queryKey: graphKeys.compCardLink(), queryFn: ({ signal }) => getCompCardLink(signal) });
}
