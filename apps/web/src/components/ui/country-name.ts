import { countryName as nameOf } from '@vitrina/contract/country-names';
import { langOf } from '@/i18n/use-lang.ts';

/**
 * A country's name in the reader's language, from the browser's own data: pages that only show where someone
 * is carry no list of names. The code itself when the browser has no name for it.
 */
export function countryName(code: string, lang: string): string {
  return nameOf(code, langOf(lang));
}
