import { useQuery } from '@tanstack/react-query';
import type { TokenResponse } from '@vitrina/contract/users';
import { authEndpoints } from '@vitrina/contract/endpoints/auth';
import { call } from '@/lib/api-client.ts';
import { authKeys } from './auth-keys.ts';

/** GET /users/recover/:token → { token }: a one-hour recovery session that may set a new password. */
export function openRecovery(token: string): Promise<TokenResponse> {
  return call(authEndpoints.openRecovery, { params: { token } });
}

/** Single-use link: asked once, shared by every render, never retried. */
export function useOpenRecovery(token: string | undefined) {
  return useQuery({
    queryKey: authKeys.recovery(token),
    queryFn: () => openRecovery(token ?? ''),
    enabled: Boolean(token),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}
