import { passkeysEndpoints as endpoints } from '@vitrina/contract/endpoints/passkeys';
import { call } from '@/lib/api-client.ts';
import { browserHasPasskeyAutofill, getPasskeyAnswer } from '@/lib/passkey-browser.ts';
import type { ChallengePurpose } from './second-factor.ts';

/**
 * Signs in with a passkey, no password: the server's options (any passkey of this site), the browser's answer,
 * then POST /users/authenticate/passkey → the token. With `autofill` it waits for the e-mail field's picker and
 * answers null where there is none. Throws ApiError (llave_rechazada, llave_caducada, the login's gates) or
 * PasskeyBrowserError.
 */
export async function signInWithPasskey(autofill = false): Promise<string | null> {
  // No picker in the field: no options asked (each is a challenge stored on the server).
  if (autofill && !(await browserHasPasskeyAutofill())) return null;
  const { options } = await call(endpoints.signInOptions);
  const response = await getPasskeyAnswer(options, autofill);
  if (!response) return null;
  return (await call(endpoints.signIn, { body: { response } })).token;
}

/** Each challenge's pair of calls: a login's opens the session, a reset link's the recovery session. */
const doors = {
  login: { options: endpoints.challengeOptions, answer: endpoints.answerChallenge },
  reset: { options: endpoints.resetChallengeOptions, answer: endpoints.answerResetChallenge },
};

/**
 * Answers a login's or a reset link's challenge with a passkey: options bound to that challenge, then the
 * answer → the token (the session, or the 1-hour recovery session of a reset).
 */
export async function answerWithPasskey(challenge: string, purpose: ChallengePurpose = 'login'): Promise<string> {
  const door = doors[purpose];
  const { options } = await call(door.options, { body: { challenge } });
  const response = await getPasskeyAnswer(options);
  if (!response) throw new Error('no passkey answer');
  return (await call(door.answer, { body: { challenge, response } })).token;
}
