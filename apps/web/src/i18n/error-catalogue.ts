import type { Lang } from '@vitrina/contract/constants';
import { accountErrorMessages } from '@vitrina/contract/accounts';
import { errorCatalogue } from '@vitrina/contract/errors';

/**
 * The texts of the API's error codes come from the contract, the same table the server answers from,
 * so a code never reads differently on the two sides. The `errors` namespace adds only what the web
 * alone says.
 */
export function contractErrorTexts(lang: Lang): Record<string, string> {
  const all: Record<string, { es: string; en: string }> = { ...errorCatalogue, ...accountErrorMessages };
  return Object.fromEntries(Object.entries(all).map(([code, texts]) => [code, texts[lang]]));
}
