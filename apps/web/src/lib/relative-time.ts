import { dateAndTime, timeAgo } from './plain-formats.ts';

/**
 * "hace 5 minutos", "ayer", "3 weeks ago": how long ago something happened, in the reader's language
 * (Intl.RelativeTimeFormat's words, `plain-formats.ts`). Dates in the future (a clock slightly ahead) read
 * as now.
 */
const UNITS: [Parameters<typeof timeAgo>[1], number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

export function relativeTime(iso: string, now: number, lang: string): string {
  const seconds = Math.max(0, Math.round((now - Date.parse(iso)) / 1000));
  for (const [unit, size] of UNITS) {
    if (seconds >= size) return timeAgo(Math.floor(seconds / size), unit, lang);
  }
  return timeAgo(0, 'second', lang);
}

/** The full date and time, for the tooltip and for screen readers. */
export function fullDate(iso: string, lang: string): string {
  return dateAndTime(new Date(iso), lang);
}
