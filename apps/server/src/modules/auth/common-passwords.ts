import { dictionary } from '@zxcvbn-ts/language-common';

/** How many of the ranked list are refused: the ones tried first by anyone guessing. */
export const COMMON_PASSWORDS_REFUSED = 10_000;

let common: ReadonlySet<string> | null = null;

/** The 10,000 most used passwords of @zxcvbn-ts/language-common (offline), built once per process on first use. */
function commonPasswords(): ReadonlySet<string> {
  common ??= new Set(dictionary['passwords-common'].slice(0, COMMON_PASSWORDS_REFUSED).map((p) => p.toLowerCase()));
  return common;
}

/** Whether the password is one of the most common ones, in any case (`Password123` too). */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}
