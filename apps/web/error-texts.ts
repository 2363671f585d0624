import type { Plugin } from 'vite';
import { accountErrors } from '../../packages/contract/src/account-errors.ts';
import { authErrors } from '../../packages/contract/src/auth-errors.ts';
import { categoriesErrors } from '../../packages/contract/src/categories-errors.ts';
import { commonErrors } from '../../packages/contract/src/common-errors.ts';
import { discoveryErrors } from '../../packages/contract/src/discovery-errors.ts';
import { errorCatalogue } from '../../packages/contract/src/error-catalogue.ts';
import { guardiansErrors } from '../../packages/contract/src/guardians-errors.ts';
import { opportunitiesErrors } from '../../packages/contract/src/opportunities-errors.ts';
import { savedSearchesErrors } from '../../packages/contract/src/saved-searches-errors.ts';
import { secondFactorsErrors } from '../../packages/contract/src/second-factors-errors.ts';
import { trustErrors } from '../../packages/contract/src/trust-errors.ts';
import { usersErrors } from '../../packages/contract/src/users-errors.ts';

const prefix = 'virtual:error-texts/';

/**
 * The areas whose codes a visitor's pages can meet (sign-up, log-in, recovery, public pages, a guardian's page,
 * an alert's unsubscribe link): the rest ride with the logged-in screens. A code missing here still reads
 * right, in the server's own text of it (i18n/error-text.ts).
 */
const guestCodes = new Set(
  [
    commonErrors,
    authErrors,
    usersErrors,
    accountErrors,
    categoriesErrors,
    discoveryErrors,
    trustErrors,
    savedSearchesErrors,
    guardiansErrors,
    secondFactorsErrors,
  ].flatMap((area) => Object.keys(area)),
);
/** The codes only the opportunities' screens meet: loaded with those screens (i18n.ts), not with every logged-in one. */
const opportunityCodes = new Set(Object.keys(opportunitiesErrors));
const parts = {
  guest: (code: string) => guestCodes.has(code),
  app: (code: string) => !guestCodes.has(code) && !opportunityCodes.has(code),
  opportunities: (code: string) => opportunityCodes.has(code),
};

/**
 * The API's error texts in one language, taken from the contract's catalogue when the app is built:
 * `virtual:error-texts/es` the visitors' codes, `virtual:error-texts/es-opportunities` the opportunities' and
 * `virtual:error-texts/es-app` the other logged-in screens'. The catalogue holds both languages side by side, so
 * importing it put every English text in every Spanish page (and the reverse), about 2.5 KB compressed.
 */
export function errorTexts(): Plugin {
  return {
    name: 'vitrina-error-texts',
    resolveId: (id) => (id.startsWith(prefix) ? `\0${id}` : undefined),
    load(id) {
      if (!id.startsWith(`\0${prefix}`)) return undefined;
      const name = id.slice(prefix.length + 1);
      const match = /^(es|en)(?:-(app|opportunities))?$/.exec(name);
      if (!match) throw new Error(`no error texts named "${name}"`);
      const lang = match[1] as 'es' | 'en';
      const inPart = parts[(match[2] ?? 'guest') as keyof typeof parts];
      const texts = Object.fromEntries(
        Object.entries(errorCatalogue)
          .filter(([code]) => inPart(code))
          .map(([code, entry]) => [code, entry[lang]]),
      );
      return `export default ${JSON.stringify(texts)};`;
    },
  };
}
