import { langOf } from '@/i18n/use-lang.ts';

const names = new Map<string, Intl.DisplayNames>();

/**
 * A country's name in the reader's language, from the browser's own data (Intl.DisplayNames): pages that
 * only show where someone is carry no list of names. The code itself when the browser has no name for it.
 */
export function countryName(code: string, lang: string): string {
  const language = langOf(lang);
  let display = names.get(language);
  if (!display) {
    display = new Intl.DisplayNames([language], { type: 'region', fallback: 'code' });
    names.set(language, display);
  }
  try {
    return display.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}
