import { useMutation } from '@tanstack/react-query';
import type { FacebookLoginRequest, FacebookRegisterRequest } from '@vitrina/contract/auth';
import type { TokenResponse } from '@vitrina/contract/users';
import { api } from '@/lib/api-client.ts';

/** POST /users/fbauthenticate { accessToken } → { token }; 400 facebook_token or facebook_registrado. */
export function facebookAuthenticate(body: FacebookLoginRequest): Promise<TokenResponse> {
  return api<TokenResponse>('/users/fbauthenticate', { method: 'POST', body });
}

/** POST /users/facebook { accessToken, langCode } → { token, exists } (sign-up or link by verified e-mail). */
export function facebookRegister(body: FacebookRegisterRequest): Promise<TokenResponse & { exists: boolean }> {
  return api<TokenResponse & { exists: boolean }>('/users/facebook', { method: 'POST', body });
}

export function useFacebookAuthenticate() {
  return useMutation({ mutationFn: facebookAuthenticate });
}

export function useFacebookRegister() {
  return useMutation({ mutationFn: facebookRegister });
}
