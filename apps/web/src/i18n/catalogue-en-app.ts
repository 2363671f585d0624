import appErrorTexts from 'virtual:error-texts/en-app';
import { collect, type Texts } from './collect-catalogue.ts';

/**
 * The English namespaces only logged-in screens use (the rest are catalogue-en.ts), and the error texts of the
 * codes only they meet, added to the visitors' `errors` namespace when loaded.
 */
export const catalogue: Record<string, Texts> = {
  ...collect(
    import.meta.glob<{ default: Texts }>('./en/{discovery,graph,posts}.ts', {
      eager: true,
    }),
  ),
  errors: appErrorTexts,
};
