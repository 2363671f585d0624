import { useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '@vitrina/contract/auth';
import { api } from '@/lib/api-client.ts';

/** GET /public-config → { facebookAppId } (null: Facebook login is not configured, so no button). */
export function getPublicConfig(signal?: AbortSignal): Promise<PublicConfig> {
  return api<PublicConfig>('/public-config', { signal });
}

export function usePublicConfig() {
  return useQuery({
    queryKey: ['public-config'],
    queryFn: ({ signal }) => getPublicConfig(signal),
    staleTime: Infinity,
    retry: false,
  });
}
