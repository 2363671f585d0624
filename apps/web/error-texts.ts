import type { Plugin } from 'vite';
import { accountErrors } from '../../packages/contract/src/account-errors.ts';
import { authErrors } from '../../packages/contract/src/auth-errors.ts';
import { categoriesErrors } from '../../packages/contract/src/categories-errors.ts';
import { commonErrors } from '../../packages/contract/src/common-errors.ts';
import { discoveryErrors } from '../../packages/contract/src/discovery-errors.ts';
import { errorCatalogue } from '../../packages/contract/src/error-catalogue.ts';
import { factorRulesErrors } from '../../packages/contract/src/factor-rules-errors.ts';
import { guardiansErrors } from '../../packages/contract/src/guardians-errors.ts';
import { messagesErrors } from '../../packages/contract/src/messages-errors.ts';
import { moderationErrors } from '../../packages/contract/src/moderation-errors.ts';
import { opportunitiesErrors } from '../../packages/contract/src/opportunities-errors.ts';
import { passkeysErrors } from '../../packages/contract/src/passkeys-errors.ts';
import { pushErrors } from '../../packages/contract/src/push-errors.ts';
import { savedSearchesErrors } from '../../packages/contract/src/saved-searches-errors.ts';
import { scoutingErrors } from '../../packages/contract/src/scouting-errors.ts';
import { secondFactorsErrors } from '../../packages/contract/src/second-factors-errors.ts';
import { shortlistsErrors } from '../../packages/contract/src/shortlists-errors.ts';
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
  ].flatMap((area) => Object.keys(area)),
);
/**
 * The codes only some screens meet, by the page namespace loaded with them (i18n.ts): the opportunities' (board, applying,
 * posting, pipeline), the moderation tool's and report dialog's, the talent sheet's, the shortlists', the conversations'
 * and the settings' (push devices, passkeys: the login page reads the server's own text of those). The rest ride with every logged-in screen.
 */
const pageCodes: Record<string, Set<string>> = Object.fromEntries(
  Object.entries({
    opportunities: opportunitiesErrors,
    moderation: moderationErrors,
    scouting: scoutingErrors,
    shortlists: shortlistsErrors,
    messages: messagesErrors,
    settings: { ...pushErrors, ...passkeysErrors, ...secondFactorsErrors, ...factorRulesErrors },
    // The login's and a reset link's second step, the request of lost factors (auth pages), and step-up (a passkey's too).
    auth: secondFactorsErrors,
    factors: { ...secondFactorsErrors, ...factorRulesErrors, ...passkeysErrors },
  }).map(([page, area]) => [page, new Set(Object.keys(area))]),
);
const inSomePage = (code: string) => Object.values(pageCodes).some((codes) => codes.has(code));
const parts: Record<string, (code: string) => boolean> = {
  guest: (code) => guestCodes.has(code),
  app: (code) => !guestCodes.has(code) && !inSomePage(code),
  ...Object.fromEntries(Object.entries(pageCodes).map(([page, codes]) => [page, (code: string) => codes.has(code)])),
};

/**
 * The API's error texts in one language, taken from the contract's catalogue when the app is built:
 * `virtual:error-texts/es` the visitors' codes, `virtual:error-texts/es-<page>` those of `pageCodes` and
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
      const match = /^(es|en)(?:-([a-z]+))?$/.exec(name);
      const inPart = match && parts[match[2] ?? 'guest'];
      if (!match || !inPart) throw new Error(`no error texts named "${name}"`);
      const lang = match[1] as 'es' | 'en';
      const texts = Object.fromEntries(
        Object.entries(errorCatalogue)
          .filter(([code]) => inPart(code))
          .map(([code, entry]) => [code, entry[lang]]),
      );
      return `export default ${JSON.stringify(texts)};`;
    },
  };
}
