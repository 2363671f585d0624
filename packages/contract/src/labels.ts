import type { Lang } from './constants.ts';

/** Words kept as data in both languages, by key: the web, e-mails and notifications name things alike. */
export type Labels<K extends string> = Record<K, { es: string; en: string }>;

export const labelIn = <K extends string>(labels: Labels<K>, key: K, lang: Lang) => labels[key][lang];

/** Every label of one language, by key (a web catalogue's section). */
export const labelsIn = <K extends string>(labels: Labels<K>, lang: Lang): Record<K, string> =>
  Object.fromEntries(
    Object.entries<{ es: string; en: string }>(labels).map(([key, words]) => [key, words[lang]]),
  ) as Record<K, string>;
