/** A zxcvbn score: 0 (guessed at once) to 4 (very unlikely to be guessed). */
export type StrengthScore = 0 | 1 | 2 | 3 | 4;
export type ScorePassword = (password: string, userInputs: readonly string[]) => StrengthScore;

let loading: Promise<ScorePassword> | null = null;

/**
 * Loads zxcvbn with the common, English and Spanish dictionaries — about 1 MB, so only when a password field
 * is first focused or typed in, never with a page (the guest pages' budgets: e2e/budgets.spec.ts). Loaded
 * once a tab; the server judges anyway (the 10,000 most common passwords, the person's own words).
 */
export function loadPasswordScorer(): Promise<ScorePassword> {
  loading ??= Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
    import('@zxcvbn-ts/language-es-es'),
  ]).then(([core, common, en, es]) => {
    const zxcvbn = new core.ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...en.dictionary, ...es.dictionary },
      graphs: common.adjacencyGraphs,
      translations: en.translations,
    });
    return (password, userInputs) => zxcvbn.check(password, [...userInputs]).score as StrengthScore;
  });
  // A failed load (offline) may be retried at the next focus.
  loading.catch(() => {
    loading = null;
  });
  return loading;
}
