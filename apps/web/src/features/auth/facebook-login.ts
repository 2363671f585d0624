import type { FacebookLoginRequest, FacebookRegisterRequest } from '@vitrina/contract/auth';
import type { TokenResponse } from '@vitrina/contract/users';
import { authEndpoints } from '@vitrina/contract/endpoints/auth';
import { call } from '@/lib/api-client.ts';
import { useAction } from '@/lib/use-action.ts';

/** POST /users/fbauthenticate { accessToken } → { token }; 400 facebook_token or facebook_registrado. */
export function facebookAuthenticate(body: FacebookLoginRequest): Promise<TokenResponse> {
  return call(authEndpoints.facebookLogin, { body });
}

/** POST /users/facebook { accessToken, langCode } → { token, exists } (sign-up or link by verified e-mail). */
export function facebookRegister(body: FacebookRegisterRequest): Promise<TokenResponse & { exists: boolean }> {
  return call(authEndpoints.facebookRegister, { body });
}

export function useFacebookAuthenticate() {
  return useAction(facebookAuthenticate);
}

export function useFacebookRegister() {
  return useAction(facebookRegister);
}
