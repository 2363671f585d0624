import appErrorTexts from 'virtual:error-texts/es-app';
import { collect, type Texts } from './collect-catalogue.ts';

/**
 * The Spanish namespaces only logged-in screens use (the rest are catalogue-es.ts), and the error texts of the
 * codes only they meet, added to the visitors' `errors` namespace when loaded.
 */
export const catalogue: Record<string, Texts> = {
  ...collect(
    import.meta.glob<{ default: Texts }>('./es/{discovery,graph,posts}.ts', {
      eager: true,
    }),
  ),
  errors: appErrorTexts,
};
