import type { FacebookLoginRequest, FacebookRegisterRequest } from '@vitrina/contract/auth';
import type { LoginChallenge } from '@vitrina/contract/second-factors';
import type { TokenResponse } from '@vitrina/contract/users';
import { authEndpoints } from '@vitrina/contract/endpoints/auth';
import { call } from '@/lib/api-client.ts';
import { useAction } from '@/lib/use-action.ts';

/** POST /users/fbauthenticate { accessToken } → { token } or a challenge; 400 facebook_token or facebook_registrado. */
export function facebookAuthenticate(body: FacebookLoginRequest): Promise<TokenResponse | LoginChallenge> {
  return call(authEndpoints.facebookLogin, { body });
}

/** POST /users/facebook { accessToken, langCode } → { token, exists } (sign-up or link by verified e-mail), or a challenge. */
export function facebookRegister(
  body: FacebookRegisterRequest,
): Promise<(TokenResponse & { exists: boolean }) | (LoginChallenge & { exists: true })> {
  return call(authEndpoints.facebookRegister, { body });
}

export function useFacebookAuthenticate() {
  return useAction(facebookAuthenticate);
}

export function useFacebookRegister() {
  return useAction(facebookRegister);
}
