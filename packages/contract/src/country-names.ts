const formatters = new Map<string, Intl.DisplayNames>();

/**
 * A country's name in a language, from the runtime's own data (Intl.DisplayNames, one per language and
 * fallback): no list of names to ship. An unknown or malformed code gives the code back, or '' with 'none'.
 */
export function countryName(code: string, lang: string, fallback: 'code' | 'none' = 'code'): string {
  const key = `${lang}:${fallback}`;
  let names = formatters.get(key);
  if (!names) formatters.set(key, (names = new Intl.DisplayNames([lang], { type: 'region', fallback })));
  try {
    return names.of(code.toUpperCase()) ?? (fallback === 'code' ? code : '');
  } catch {
    return fallback === 'code' ? code : '';
  }
}
