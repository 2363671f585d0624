import { useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '@vitrina/contract/auth';
import { authEndpoints } from '@vitrina/contract/endpoints/auth';
import { call } from '@/lib/api-client.ts';
import { authKeys } from './auth-keys.ts';

/** GET /public-config → { facebookAppId } (null: Facebook login is not configured, so no button). */
export function getPublicConfig(signal?: AbortSignal): Promise<PublicConfig> {
  return call(authEndpoints.publicConfig, { signal });
}

export function usePublicConfig() {
  return useQuery({
    queryKey: authKeys.publicConfig(),
    queryFn: ({ signal }) => getPublicConfig(signal),
    staleTime: Infinity,
    retry: false,
  });
}
