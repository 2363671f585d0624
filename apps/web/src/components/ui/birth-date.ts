import { MIN_AGE } from '@vitrina/contract/constants';

/**
 * Pure parts of the birth-date picker: the three choices (day, month, year) as the selects hold them
 * (unpadded numbers as strings, '' when not chosen) and the 'YYYY-MM-DD' value the forms send.
 */
export interface DateParts {
  day: string;
  month: string;
  year: string;
}

export type DatePart = keyof DateParts;

export const EMPTY_PARTS: DateParts = { day: '', month: '', year: '' };

/** The oldest age the year list offers (the server accepts older dates, kept when already stored). */
export const OLDEST_LISTED_AGE = 100;

/** A leap year, so an unknown year still allows 29 February. */
const ANY_LEAP_YEAR = 2000;

/** Days in a month (1–12); 29 for February while the year is unknown, 31 while the month is. */
export function daysInMonth(month: string, year: string): number {
  if (!month) return 31;
  return new Date(Date.UTC(year ? Number(year) : ANY_LEAP_YEAR, Number(month), 0)).getUTCDate();
}

/** 'YYYY-MM-DD' once all three are chosen, '' while any is missing. */
export function joinDateParts({ day, month, year }: DateParts): string {
  if (!day || !month || !year) return '';
  return `${year.padStart(4, '0')}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

/** The choices held by a 'YYYY-MM-DD' value (a time part is ignored); none for anything else. */
export function splitDateValue(value: string): DateParts {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T.*)?$/.exec(value.trim());
  if (!match) return EMPTY_PARTS;
  return { year: String(Number(match[1])), month: String(Number(match[2])), day: String(Number(match[3])) };
}

/**
 * The choices after one of them changes: a day the new month (or year) does not have becomes that
 * month's last day, so 31 never meets February and 29 February only stays in a leap year.
 */
export function changeDatePart(parts: DateParts, part: DatePart, value: string): DateParts {
  const next = { ...parts, [part]: value };
  const last = daysInMonth(next.month, next.year);
  if (next.day && Number(next.day) > last) next.day = String(last);
  return next;
}

/** Years offered, newest first: from MIN_AGE to OLDEST_LISTED_AGE years ago, plus `keep` if outside. */
export function birthYears(currentYear: number, keep = ''): number[] {
  const years: number[] = [];
  for (let year = currentYear - MIN_AGE; year >= currentYear - OLDEST_LISTED_AGE; year -= 1) years.push(year);
  const kept = Number(keep);
  if (keep && Number.isInteger(kept) && !years.includes(kept)) years.push(kept);
  return years.sort((a, b) => b - a);
}

/** The twelve month names in `lang`, January first, as that language writes them alone. */
export function monthNames(lang: string): string[] {
  const format = new Intl.DateTimeFormat(lang, { month: 'long', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, index) => format.format(Date.UTC(ANY_LEAP_YEAR, index, 1)));
}

/** Where each choice goes: day first in Spanish (and by default), month first in English. */
export function datePartOrder(lang: string): DatePart[] {
  return lang.startsWith('en') ? ['month', 'day', 'year'] : ['day', 'month', 'year'];
}
