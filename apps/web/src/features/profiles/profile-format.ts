import { BIOGRAPHY_TRUNCATE } from '@vitrina/contract/constants';
import { longDate, monthAndYear } from '@/lib/plain-formats.ts';

/** "enero de 2024" / "January 2024": the month and year someone joined, in the reader's language. */
export function memberSince(createdAt: string, lang: string): string {
  const date = new Date(createdAt);
  if (Number.isNaN(date.getTime())) return '';
  return monthAndYear(date, lang);
}

/** A birth date (YYYY-MM-DD) written out in the reader's language; the date itself, never shifted by zone. */
export function birthDate(value: string, lang: string): string {
  const date = new Date(`${value.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return value;
  return longDate(date, lang, true);
}

/**
 * The biography widget's text (spec: cut at 900 characters): whole code points, a cut mid-word goes back to
 * the last space when one is near, and an ellipsis says there is more.
 */
export function truncateBiography(text: string, limit = BIOGRAPHY_TRUNCATE): { text: string; truncated: boolean } {
  const chars = Array.from(text.trim());
  if (chars.length <= limit) return { text: chars.join(''), truncated: false };
  let cut = chars.slice(0, limit).join('');
  const space = cut.lastIndexOf(' ');
  if (space > limit * 0.8) cut = cut.slice(0, space);
  return { text: `${cut.trimEnd()}…`, truncated: true };
}

/** An address for a link: an entered "www.x.com" becomes https://www.x.com; anything not http(s) is dropped. */
export function safeHref(value: string): string | null {
  const trimmed = value.trim();
  if (!trimmed) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
