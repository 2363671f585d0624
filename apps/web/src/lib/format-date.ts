import type { Lang } from '@vitrina/contract/constants';
import { longDate } from './plain-formats.ts';

/**
 * A day as people write it in the language ("12 de marzo de 2026", "March 12, 2026"), in the reader's own
 * time zone: for a moment that matters to them (an account's deletion), the day on their calendar.
 */
export function formatLongDate(value: Date | string, lang: Lang): string {
  return longDate(typeof value === 'string' ? new Date(value) : value, lang, false);
}

/** A valid ISO date-time, or null (for values read from an address). */
export function parseIsoDate(value: string | null): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}
