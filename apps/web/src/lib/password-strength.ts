/** A zxcvbn score: 0 (guessed at once) to 4 (very unlikely to be guessed). */
export type StrengthScore = 0 | 1 | 2 | 3 | 4;
export type ScorePassword = (password: string, userInputs: readonly string[]) => StrengthScore;

/** Words of the product that make a password weaker for anyone, as the person's own words do. */
const productWords = ['vitrina'];

let loading: Promise<ScorePassword> | null = null;

/**
 * Loads zxcvbn with dictionaries cut at build time (the 10,000 passwords the server refuses, the most
 * frequent English and Spanish words and names: `password-dictionary.ts` beside vite.config.ts), about
 * 80 KB compressed, when a password field is first focused or typed in, never with a page
 * (e2e/budgets.spec.ts holds both). Loaded once a tab; the server judges anyway.
 */
export function loadPasswordScorer(): Promise<ScorePassword> {
  loading ??= Promise.all([import('@zxcvbn-ts/core'), import('virtual:password-dictionary')]).then(([core, lists]) => {
    const zxcvbn = new core.ZxcvbnFactory({ dictionary: lists.dictionary, graphs: lists.graphs });
    return (password, userInputs) => zxcvbn.check(password, [...productWords, ...userInputs]).score as StrengthScore;
  });
  // A failed load (offline) may be retried at the next focus.
  loading.catch(() => {
    loading = null;
  });
  return loading;
}
