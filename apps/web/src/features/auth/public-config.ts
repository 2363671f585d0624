import type { PublicConfig } from '@vitrina/contract/auth';
import { authEndpoints } from '@vitrina/contract/endpoints/auth';
import { call } from '@/lib/api-client.ts';
import { useCachedCall } from '@/lib/use-cached-call.ts';
import { authKeys } from './auth-keys.ts';

/** GET /public-config → { facebookAppId } (null: Facebook login is not configured, so no button). */
export function getPublicConfig(signal?: AbortSignal): Promise<PublicConfig> {
  return call(authEndpoints.publicConfig, { signal });
}

export function usePublicConfig() {
  return useCachedCall(authKeys.publicConfig(), () => getPublicConfig());
}
