/**
 * Counts, "hace 5 minutos" and dates written by hand the way Intl writes them in Spanish and English (the
 * language tags `langOf` reads: English for `en…`, else Spanish): the first Intl format of a page loads the
 * language's ICU data, 20 to 40 ms of one task on a phone, so a logged-in page's first render makes none.
 * `plain-formats.test.ts` holds every text to Intl's.
 */
type Unit = 'year' | 'month' | 'week' | 'day' | 'hour' | 'minute';

const MONTHS = {
  es: 'enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre'.split(' '),
  en: 'January February March April May June July August September October November December'.split(' '),
};

/** Each unit's singular and plural, and the words numeric: 'auto' uses for one and two ago. */
const UNITS: Record<'es' | 'en', Record<Unit, [one: string, many: string, last?: string, before?: string]>> = {
  es: {
    year: ['año', 'años', 'el año pasado'],
    month: ['mes', 'meses', 'el mes pasado'],
    week: ['semana', 'semanas', 'la semana pasada'],
    day: ['día', 'días', 'ayer', 'anteayer'],
    hour: ['hora', 'horas'],
    minute: ['minuto', 'minutos'],
  },
  en: {
    year: ['year', 'years', 'last year'],
    month: ['month', 'months', 'last month'],
    week: ['week', 'weeks', 'last week'],
    day: ['day', 'days', 'yesterday'],
    hour: ['hour', 'hours'],
    minute: ['minute', 'minutes'],
  },
};

const langOf = (lang: string) => (lang.toLowerCase().startsWith('en') ? 'en' : 'es');

/** A whole number as Intl.NumberFormat writes it: "12,345"; "1234" and "12.345" in Spanish. */
export function formatCount(n: number, lang: string): string {
  const digits = String(Math.abs(Math.round(n)));
  // Spanish groups from five digits on (CLDR's minimum grouping digits: 2).
  const es = langOf(lang) === 'es';
  const grouped = es && digits.length < 5 ? digits : digits.replace(/\B(?=(\d{3})+$)/g, es ? '.' : ',');
  return n < 0 ? `-${grouped}` : grouped;
}

/**
 * A number with `digits` decimals, as Intl.NumberFormat writes it with minimum and maximum fraction digits:
 * it rounds the shortest decimal that reads back as `n` ("1.005" → "1.01"), half away from zero.
 */
export function formatDecimal(n: number, digits: number, lang: string): string {
  // An exponent ("5e-7") only for sizes no file has: rounded by toFixed then.
  const shortest = String(Math.abs(n));
  const [whole = '0', fraction = ''] = (shortest.includes('e') ? Math.abs(n).toFixed(digits) : shortest).split('.');
  let scaled = BigInt(whole + fraction.slice(0, digits).padEnd(digits, '0'));
  if ((fraction[digits] ?? '0') >= '5') scaled += 1n;
  const text = scaled.toString().padStart(digits + 1, '0');
  const cut = text.length - digits;
  const sign = n < 0 || Object.is(n, -0) ? '-' : '';
  const decimals = digits > 0 ? `${langOf(lang) === 'es' ? ',' : '.'}${text.slice(cut)}` : '';
  return `${sign}${formatCount(Number(text.slice(0, cut)), lang)}${decimals}`;
}

/** `count` units ago, numeric: 'auto', style: 'long' ("ayer", "3 weeks ago"); 0 seconds reads "now". */
export function timeAgo(count: number, unit: Unit | 'second', lang: string): string {
  const l = langOf(lang);
  if (unit === 'second') return l === 'es' ? 'ahora' : 'now';
  const [one, many, last, before] = UNITS[l][unit];
  if (count === 1 && last) return last;
  if (count === 2 && before) return before;
  const words = `${formatCount(count, l)} ${count === 1 ? one : many}`;
  return l === 'es' ? `hace ${words}` : `${words} ago`;
}

/** "5 de marzo de 2026 a las 18:05", "March 5, 2026 at 6:05 PM": dateStyle long, timeStyle short, local. */
export function dateAndTime(date: Date, lang: string): string {
  const minutes = String(date.getMinutes()).padStart(2, '0');
  const day = longDate(date, lang, false);
  if (langOf(lang) === 'es') return `${day} a las ${date.getHours()}:${minutes}`;
  return `${day} at ${date.getHours() % 12 || 12}:${minutes} ${date.getHours() < 12 ? 'AM' : 'PM'}`;
}

/** "5 de marzo de 2026", "March 5, 2026": dateStyle long, in UTC (`utc`) or the local time zone. */
export function longDate(date: Date, lang: string, utc: boolean): string {
  const day = utc ? date.getUTCDate() : date.getDate();
  const [month, year] = monthYear(date, lang, utc);
  return langOf(lang) === 'es' ? `${day} de ${month} de ${year}` : `${month} ${day}, ${year}`;
}

/** "marzo de 2026", "March 2026", in UTC. */
export function monthAndYear(date: Date, lang: string): string {
  const [month, year] = monthYear(date, lang, true);
  return langOf(lang) === 'es' ? `${month} de ${year}` : `${month} ${year}`;
}

function monthYear(date: Date, lang: string, utc: boolean): [string, number] {
  const month = MONTHS[langOf(lang)][utc ? date.getUTCMonth() : date.getMonth()]!;
  return [month, utc ? date.getUTCFullYear() : date.getFullYear()];
}
