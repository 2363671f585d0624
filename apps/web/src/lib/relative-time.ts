import { dateTimeFormat, relativeTimeFormat } from './intl-formats.ts';

/**
 * "hace 5 minutos", "ayer", "3 weeks ago": how long ago something happened, in the reader's language
 * (Intl.RelativeTimeFormat, so no hand-written wording). Dates in the future (a clock slightly ahead) read
 * as now.
 */
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

export function relativeTime(iso: string, now: number, lang: string): string {
  // Always written out in full: the short style reads "sem. ant." / "last wk.", which people stumble on.
  const format = relativeTimeFormat(lang, { numeric: 'auto', style: 'long' });
  const seconds = Math.max(0, Math.round((now - Date.parse(iso)) / 1000));
  for (const [unit, size] of UNITS) {
    if (seconds >= size) return format.format(-Math.floor(seconds / size), unit);
  }
  return format.format(0, 'second');
}

/** The full date and time, for the tooltip and for screen readers. */
export function fullDate(iso: string, lang: string): string {
  return dateTimeFormat(lang, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso));
}
