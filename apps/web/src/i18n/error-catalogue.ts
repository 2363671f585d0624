import type { Lang } from '@vitrina/contract/constants';
import { errorCatalogue } from '@vitrina/contract/error-catalogue';

/**
 * The texts of the API's error codes come from the contract, the same closed table the server answers
 * from (zod-free, so no schema library comes with it), so a code never reads differently on the two
 * sides. The `errors` namespace adds only what the web alone says.
 */
export function contractErrorTexts(lang: Lang): Record<string, string> {
  return Object.fromEntries(Object.entries(errorCatalogue).map(([code, texts]) => [code, texts[lang]]));
}
