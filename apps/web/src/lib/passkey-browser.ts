import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import type { AuthenticationAnswer, RegistrationAnswer } from '@vitrina/contract/passkeys';

/** Why the browser gave no passkey: the person cancelled, no support, already registered, or anything else. */
export type PasskeyProblem = 'cancelled' | 'unsupported' | 'exists' | 'failed';

/** A browser-side failure of a passkey ceremony, with its reason for the texts (auth:passkeyProblem.<problem>). */
export class PasskeyBrowserError extends Error {
  constructor(readonly problem: PasskeyProblem) {
    super(`passkey: ${problem}`);
  }
}

// Loaded on first use: the login page's first paint does not carry it.
const library = () => import('@simplewebauthn/browser');

function problemOf(error: unknown): PasskeyProblem {
  const { name, code } = error as { name?: string; code?: string };
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' || name === 'InvalidStateError') return 'exists';
  if (code === 'ERROR_CEREMONY_ABORTED' || name === 'NotAllowedError' || name === 'AbortError') return 'cancelled';
  if (name === 'NotSupportedError' || name === 'SecurityError') return 'unsupported';
  return 'failed';
}

/** Whether the e-mail field can offer passkeys (conditional mediation), asked of the browser without the library. */
export async function browserHasPasskeyAutofill(): Promise<boolean> {
  const credential = globalThis.PublicKeyCredential as
    { isConditionalMediationAvailable?: () => Promise<boolean> } | undefined;
  return (await credential?.isConditionalMediationAvailable?.().catch(() => false)) === true;
}

/** Whether the browser speaks WebAuthn at all, asked without loading the library (a dialog decides what to offer). */
export const browserSpeaksWebAuthn = (): boolean => typeof globalThis.PublicKeyCredential === 'function';

export async function browserHasPasskeys(): Promise<boolean> {
  return (await library()).browserSupportsWebAuthn();
}

/** Creates a passkey with the server's options; throws PasskeyBrowserError when the browser gives none. */
export async function createPasskey(optionsJSON: unknown): Promise<RegistrationAnswer> {
  const webauthn = await library();
  if (!webauthn.browserSupportsWebAuthn()) throw new PasskeyBrowserError('unsupported');
  try {
    const options = optionsJSON as PublicKeyCredentialCreationOptionsJSON;
    return (await webauthn.startRegistration({ optionsJSON: options })) as unknown as RegistrationAnswer;
  } catch (error) {
    throw new PasskeyBrowserError(problemOf(error));
  }
}

/**
 * Asks the browser for a passkey's answer. With `autofill` it waits for the person to pick one in the e-mail
 * field's suggestions (conditional mediation) and answers null where the browser has no such picker.
 */
export async function getPasskeyAnswer(optionsJSON: unknown, autofill = false): Promise<AuthenticationAnswer | null> {
  const webauthn = await library();
  if (autofill && !(await webauthn.browserSupportsWebAuthnAutofill())) return null;
  if (!webauthn.browserSupportsWebAuthn()) throw new PasskeyBrowserError('unsupported');
  try {
    const options = optionsJSON as PublicKeyCredentialRequestOptionsJSON;
    const answer = await webauthn.startAuthentication({ optionsJSON: options, useBrowserAutofill: autofill });
    return answer as unknown as AuthenticationAnswer;
  } catch (error) {
    throw new PasskeyBrowserError(problemOf(error));
  }
}

/** Stops a waiting autofill request (a button's request replaces it; leaving the page ends it). */
export async function stopPasskeyRequests(): Promise<void> {
  (await library()).WebAuthnAbortService.cancelCeremony();
}
