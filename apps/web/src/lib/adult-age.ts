import { ADULT_AGE } from '@vitrina/contract/constants';

/**
 * Under 18 on `today` by a 'YYYY-MM-DD' birth date (a time part ignored), counted in UTC as the server counts it;
 * false for anything else. The date is compared as text with the same day 18 years back, unnormalised, so 29
 * February compares right. Small on purpose: the feed decides with it whether to load a minor's banner, and the
 * contract's `isMinorBirthdate` loads the countries list with it.
 */
export function isUnderAdultAge(birthdate: string, today: Date): boolean {
  const date = /^\d{4}-\d{2}-\d{2}/.exec(birthdate.trim())?.[0];
  if (!date) return false;
  const pad = (value: number) => String(value).padStart(2, '0');
  const cutoff = `${today.getUTCFullYear() - ADULT_AGE}-${pad(today.getUTCMonth() + 1)}-${pad(today.getUTCDate())}`;
  return date > cutoff;
}
