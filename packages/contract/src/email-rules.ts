/**
 * The e-mail rules on their own, without zod or the country list, so the guest forms (the registration's
 * check of the address on blur) can use them without loading the rest of account-rules.ts.
 */

export const MAX_EMAIL_LENGTH = 254;

const emailPattern =
  /^[A-Za-z0-9._%+-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,24}$/;

/** A standard e-mail address: local part, @, a dotted domain with a 2–24 letter suffix. */
export function isEmailAddress(value: string): boolean {
  if (value.length > MAX_EMAIL_LENGTH || value.includes('..')) return false;
  return emailPattern.test(value);
}

/** E-mail addresses are stored and compared trimmed and in lower case. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}
