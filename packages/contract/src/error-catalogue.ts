import { accountErrors } from './account-errors.ts';
import { authErrors } from './auth-errors.ts';
import { categoriesErrors } from './categories-errors.ts';
import { commonErrors, type ErrorEntry } from './common-errors.ts';
import type { Lang } from './constants.ts';
import { discoveryErrors } from './discovery-errors.ts';
import { factorRulesErrors } from './factor-rules-errors.ts';
import { graphErrors } from './graph-errors.ts';
import { guardiansErrors } from './guardians-errors.ts';
import { mediaErrors } from './media-errors.ts';
import { passkeysErrors } from './passkeys-errors.ts';
import { opportunitiesErrors } from './opportunities-errors.ts';
import { messagesErrors } from './messages-errors.ts';
import { moderationErrors } from './moderation-errors.ts';
import { postsErrors } from './posts-errors.ts';
import { pushErrors } from './push-errors.ts';
import { savedSearchesErrors } from './saved-searches-errors.ts';
import { shortlistsErrors } from './shortlists-errors.ts';
import { scoutingErrors } from './scouting-errors.ts';
import { secondFactorsErrors } from './second-factors-errors.ts';
import { trustErrors } from './trust-errors.ts';
import { usersErrors } from './users-errors.ts';

/** The closed set of codes the API answers (every area's table merged); zod-free on purpose. */
export const errorCatalogue = {
  ...commonErrors,
  ...authErrors,
  ...usersErrors,
  ...categoriesErrors,
  ...mediaErrors,
  ...postsErrors,
  ...graphErrors,
  ...discoveryErrors,
  ...messagesErrors,
  ...accountErrors,
  ...moderationErrors,
  ...pushErrors,
  ...trustErrors,
  ...shortlistsErrors,
  ...savedSearchesErrors,
  ...scoutingErrors,
  ...guardiansErrors,
  ...opportunitiesErrors,
  ...secondFactorsErrors,
  ...passkeysErrors,
  ...factorRulesErrors,
} as const satisfies Record<string, ErrorEntry>;

export type ErrorCode = keyof typeof errorCatalogue;

export function isErrorCode(value: string): value is ErrorCode {
  return Object.hasOwn(errorCatalogue, value);
}

/** The text of a code in a language. */
export function errorText(code: ErrorCode, lang: Lang): string {
  return errorCatalogue[code][lang];
}
