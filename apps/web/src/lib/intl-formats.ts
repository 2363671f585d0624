/**
 * Intl formatters made once per language and options: making one costs a phone a good fraction of a
 * millisecond, and a page of posts asks for dozens (a date, a time and counts per post and comment).
 */
const made = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>(
  key: string,
  make: () => T,
): T {
  let format = made.get(key) as T | undefined;
  if (!format) made.set(key, (format = make()));
  return format;
}

export function numberFormat(lang: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  return cached(`number ${lang} ${JSON.stringify(options ?? {})}`, () => new Intl.NumberFormat(lang, options));
}

export function dateTimeFormat(lang: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached(`date ${lang} ${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(lang, options));
}

export function relativeTimeFormat(lang: string, options: Intl.RelativeTimeFormatOptions): Intl.RelativeTimeFormat {
  return cached(`relative ${lang} ${JSON.stringify(options)}`, () => new Intl.RelativeTimeFormat(lang, options));
}
