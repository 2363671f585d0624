import i18next from 'i18next';
import type { Texts } from './collect-catalogue.ts';

/**
 * Adds a namespace in both languages from the chunk of the rare part that reads it, rather than as one of i18n.ts's
 * page namespaces: each of those is an entry of the app's first script, which every visitor loads and whose
 * budget (budgets.spec.ts, the landing) has no room for more. Both languages, so a language switch loads nothing.
 */
export function addBundledTexts(ns: string, texts: Record<'es' | 'en', Texts>): void {
  const add = () => {
    i18next.addResourceBundle('es', ns, texts.es, true, true);
    i18next.addResourceBundle('en', ns, texts.en, true, true);
  };
  if (i18next.isInitialized) add();
  else i18next.on('initialized', add);
}
