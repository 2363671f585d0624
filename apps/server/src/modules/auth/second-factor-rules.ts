import { randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { RECOVERY_CODE_COUNT, TOTP_DIGITS, TOTP_PERIOD_SECONDS } from '@vitrina/contract/second-factors';

const ISSUER = 'Vitrina';
/** The steps either side of now that still count (RFC 6238 §5.2: one each way for a clock's drift). */
const DRIFT_STEPS = 1;
const totpOptions = { algorithm: 'SHA1', digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS } as const;

/** A new authenticator key: 20 random bytes (RFC 4226's size for SHA-1), as the base32 an app is typed. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URI an authenticator app reads from the QR code; the label is the account's address. */
export function totpUri(secret: string, label: string): string {
  return new TOTP({ ...totpOptions, issuer: ISSUER, label, secret: Secret.fromBase32(secret) }).toString();
}

/** The time step a code belongs to, within one step either side of `at`; null when it matches none. */
export function matchingStep(secret: string, code: string, at: Date): number | null {
  const timestamp = at.getTime();
  const delta = TOTP.validate({
    ...totpOptions,
    token: code,
    secret: Secret.fromBase32(secret),
    timestamp,
    window: DRIFT_STEPS,
  });
  return delta === null ? null : TOTP.counter({ period: TOTP_PERIOD_SECONDS, timestamp }) + delta;
}

/** No 0/o, 1/l/i: a code copied from paper reads one way only. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const CODE_LENGTH = 10;

/** Ten codes of 10 characters (about 50 bits each), written `xxxxx-xxxxx`. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** What a typed code is: an authenticator's digits, a recovery code (canonical, no dash), or neither. */
export function readCode(input: string): { kind: 'totp' | 'recovery'; code: string } | null {
  const compact = input.replace(/[\s-]+/g, '').toLowerCase();
  if (new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(compact)) return { kind: 'totp', code: compact };
  if (compact.length === CODE_LENGTH && [...compact].every((c) => ALPHABET.includes(c)))
    return { kind: 'recovery', code: compact };
  return null;
}
