import { adjacencyGraphs, dictionary as common } from '@zxcvbn-ts/language-common';
import { dictionary as en } from '@zxcvbn-ts/language-en';
import { dictionary as es } from '@zxcvbn-ts/language-es-es';
import type { Plugin } from 'vite';

const id = 'virtual:password-dictionary';

/**
 * How much of each ranked list the strength meter takes. The passwords are the 10,000 the server refuses
 * (apps/server's common-passwords.ts), so the meter calls "very weak" what the server will refuse; the words
 * and names are the most frequent of each language, where guessing starts. Whole, the lists weighed about
 * 1.1 MB compressed; these about 70 KB (e2e/budgets.spec.ts holds the meter to 100 KB).
 */
const sizes = {
  passwords: 10_000,
  words: 3_000,
  names: 1_000,
};

const top = (list: readonly string[], size: number) => list.slice(0, size);

/**
 * The meter's dictionaries (web `lib/password-strength.ts`), cut from the zxcvbn-ts language packages when
 * the app is built: `import { dictionary, graphs } from 'virtual:password-dictionary'`. A bundler cannot
 * shorten an array it imports, so the packages themselves never reach the browser.
 */
export function passwordDictionary(): Plugin {
  return {
    name: 'vitrina-password-dictionary',
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load(resolved) {
      if (resolved !== `\0${id}`) return undefined;
      const dictionary = {
        'passwords-common': top(common['passwords-common'], sizes.passwords),
        'commonWords-en': top(en['commonWords-en'], sizes.words),
        'commonWords-es-es': top(es['commonWords-es-es'], sizes.words),
        'firstnames-en': top(en['firstnames-en'], sizes.names),
        'firstnames-es-es': top(es['firstnames-es-es'], sizes.names),
        'lastnames-en': top(en['lastnames-en'], sizes.names),
        'lastnames-es-es': top(es['lastnames-es-es'], sizes.names),
      };
      return `export const dictionary = ${JSON.stringify(dictionary)};\nexport const graphs = ${JSON.stringify(adjacencyGraphs)};`;
    },
  };
}
