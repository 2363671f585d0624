import type { Lang } from '@vitrina/contract/constants';
import { countryName as nameOf } from '@vitrina/contract/country-names';
import { langOf } from '@/i18n/use-lang.ts';

// The Spanish-speaking countries and the others most people here live in, as Intl.DisplayNames names them
// (country-name.test.ts): a profile's first render then loads no ICU data (decision 0012).
const COMMON = 'ES MX AR CO CL PE VE EC UY CR DO GT BO PY PA HN SV NI CU PR GQ US CA GB IE AU BR PT FR IT DE';
const COMMON_NAMES = {
  es:
    'España|México|Argentina|Colombia|Chile|Perú|Venezuela|Ecuador|Uruguay|Costa Rica|República Dominicana|' +
    'Guatemala|Bolivia|Paraguay|Panamá|Honduras|El Salvador|Nicaragua|Cuba|Puerto Rico|Guinea Ecuatorial|' +
    'Estados Unidos|Canadá|Reino Unido|Irlanda|Australia|Brasil|Portugal|Francia|Italia|Alemania',
  en:
    'Spain|Mexico|Argentina|Colombia|Chile|Peru|Venezuela|Ecuador|Uruguay|Costa Rica|Dominican Republic|' +
    'Guatemala|Bolivia|Paraguay|Panama|Honduras|El Salvador|Nicaragua|Cuba|Puerto Rico|Equatorial Guinea|' +
    'United States|Canada|United Kingdom|Ireland|Australia|Brazil|Portugal|France|Italy|Germany',
};
const common = new Map<string, Map<string, string>>();

function commonName(code: string, language: Lang): string | undefined {
  let table = common.get(language);
  if (!table) {
    const list = COMMON_NAMES[language].split('|');
    common.set(language, (table = new Map(COMMON.split(' ').map((c, i) => [c, list[i]!]))));
  }
  return table.get(code);
}

/**
 * A country's name in the reader's language: the common ones from the table above, the others from the
 * browser's own data (Intl.DisplayNames). The code itself when the browser has no name for it.
 */
export function countryName(code: string, lang: string): string {
  const language = langOf(lang);
  return commonName(code.toUpperCase(), language) ?? nameOf(code, language);
}

/** "Monterrey, México": a person's city and country named in the reader's language, whichever are known. */
export function placeOf(person: { ciudad: string; country: string }, lang: string): string {
  return [person.ciudad.trim(), person.country ? countryName(person.country, lang) : ''].filter(Boolean).join(', ');
}
