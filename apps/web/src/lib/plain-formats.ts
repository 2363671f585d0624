/**
 * Counts, "hace 5 minutos" and dates in Spanish and English written by hand, the way Intl writes them: the
 * first Intl format of a page loads the language's ICU data, 20 to 40 ms of one task on a phone, so the
 * first render of a logged-in page uses no Intl at all. Other languages get Intl (`plain-formats.test.ts`
 * holds them to Intl's texts).
 */
import { dateTimeFormat, numberFormat, relativeTimeFormat } from './intl-formats.ts';

type Unit = 'year' | 'month' | 'week' | 'day' | 'hour' | 'minute';

const MONTHS = {
  es: [
    'enero',
    'febrero',
    'marzo',
    'abril',
    'mayo',
    'junio',
    'julio',
    'agosto',
    'septiembre',
    'octubre',
    'noviembre',
    'diciembre',
  ],
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
};

/** Each unit's words: one ago, several ago (`#` the number), and the single words numeric: 'auto' uses. */
const UNITS: Record<'es' | 'en', Record<Unit, [one: string, many: string, last?: string, before?: string]>> = {
  es: {
    year: ['hace 1 año', 'hace # años', 'el año pasado'],
    month: ['hace 1 mes', 'hace # meses', 'el mes pasado'],
    week: ['hace 1 semana', 'hace # semanas', 'la semana pasada'],
    day: ['hace 1 día', 'hace # días', 'ayer', 'anteayer'],
    hour: ['hace 1 hora', 'hace # horas'],
    minute: ['hace 1 minuto', 'hace # minutos'],
  },
  en: {
    year: ['1 year ago', '# years ago', 'last year'],
    month: ['1 month ago', '# months ago', 'last month'],
    week: ['1 week ago', '# weeks ago', 'last week'],
    day: ['1 day ago', '# days ago', 'yesterday'],
    hour: ['1 hour ago', '# hours ago'],
    minute: ['1 minute ago', '# minutes ago'],
  },
};

const known = (lang: string): lang is 'es' | 'en' => lang === 'es' || lang === 'en';

/** A whole number as Intl.NumberFormat writes it: "12,345"; "1234" and "12.345" in Spanish. */
export function formatCount(n: number, lang: string): string {
  if (!known(lang) || !Number.isSafeInteger(n)) return numberFormat(lang).format(n);
  const digits = String(Math.abs(n));
  // Spanish groups from five digits on (CLDR's minimum grouping digits: 2).
  const grouped =
    lang === 'es' && digits.length < 5 ? digits : digits.replace(/\B(?=(\d{3})+$)/g, lang === 'es' ? '.' : ',');
  return n < 0 ? `-${grouped}` : grouped;
}

/**
 * A number with `digits` decimals, as Intl.NumberFormat writes it with minimum and maximum fraction digits:
 * it rounds the shortest decimal that reads back as `n` ("1.005" → "1.01"), half away from zero.
 */
export function formatDecimal(n: number, digits: number, lang: string): string {
  const shortest = String(Math.abs(n));
  if (!known(lang) || !Number.isFinite(n) || shortest.includes('e')) {
    return numberFormat(lang, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(n);
  }
  const [whole = '0', fraction = ''] = shortest.split('.');
  let scaled = BigInt(whole + fraction.slice(0, digits).padEnd(digits, '0'));
  if ((fraction[digits] ?? '0') >= '5') scaled += 1n;
  const text = scaled.toString().padStart(digits + 1, '0');
  const cut = text.length - digits;
  const sign = n < 0 || Object.is(n, -0) ? '-' : '';
  const decimals = digits > 0 ? `${lang === 'es' ? ',' : '.'}${text.slice(cut)}` : '';
  return `${sign}${formatCount(Number(text.slice(0, cut)), lang)}${decimals}`;
}

/** `count` units ago, numeric: 'auto', style: 'long' ("ayer", "3 weeks ago"); 0 seconds reads "now". */
export function timeAgo(count: number, unit: Unit | 'second', lang: string): string {
  if (!known(lang)) return relativeTimeFormat(lang, { numeric: 'auto', style: 'long' }).format(-count, unit);
  if (unit === 'second') return lang === 'es' ? 'ahora' : 'now';
  const [one, many, last, before] = UNITS[lang][unit];
  if (count === 1) return last ?? one;
  if (count === 2 && before) return before;
  return many.replace('#', formatCount(count, lang));
}

/** "5 de marzo de 2026 a las 18:05", "March 5, 2026 at 6:05 PM": dateStyle long, timeStyle short, local. */
export function dateAndTime(date: Date, lang: string): string {
  if (!known(lang)) return dateTimeFormat(lang, { dateStyle: 'long', timeStyle: 'short' }).format(date);
  const minutes = String(date.getMinutes()).padStart(2, '0');
  const day = longDay(date.getFullYear(), date.getMonth(), date.getDate(), lang);
  if (lang === 'es') return `${day} a las ${date.getHours()}:${minutes}`;
  const hours = date.getHours() % 12 || 12;
  return `${day} at ${hours}:${minutes} ${date.getHours() < 12 ? 'AM' : 'PM'}`;
}

/** "5 de marzo de 2026", "March 5, 2026": dateStyle long, in UTC (`utc`) or the local time zone. */
export function longDate(date: Date, lang: string, utc: boolean): string {
  if (!known(lang))
    return dateTimeFormat(lang, { dateStyle: 'long', ...(utc ? { timeZone: 'UTC' } : {}) }).format(date);
  return utc
    ? longDay(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate(), lang)
    : longDay(date.getFullYear(), date.getMonth(), date.getDate(), lang);
}

/** "marzo de 2026", "March 2026", in UTC. */
export function monthAndYear(date: Date, lang: string): string {
  if (!known(lang)) return dateTimeFormat(lang, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
  const month = MONTHS[lang][date.getUTCMonth()]!;
  return lang === 'es' ? `${month} de ${date.getUTCFullYear()}` : `${month} ${date.getUTCFullYear()}`;
}

function longDay(year: number, month: number, day: number, lang: 'es' | 'en'): string {
  const name = MONTHS[lang][month]!;
  return lang === 'es' ? `${day} de ${name} de ${year}` : `${name} ${day}, ${year}`;
}
