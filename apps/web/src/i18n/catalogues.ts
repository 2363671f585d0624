import { catalogue as enApp } from './catalogue-en-app.ts';
import { catalogue as enBase } from './catalogue-en.ts';
import { catalogue as esApp } from './catalogue-es-app.ts';
import { catalogue as esBase } from './catalogue-es.ts';
import { collect } from './collect-catalogue.ts';

/**
 * The namespaces a few pages load with their route (i18n.ts's pageTexts), and those a few parts add themselves
 * (bundled-texts.ts): the guardian's, a deadline's, the feed's fitting roles'.
 */
const pageModules = {
  es: import.meta.glob<{ default: Texts; errors?: Texts }>(
    './es/{applying,auth,block,board,deadline,explore,factors,fits,guardian,insights,legal,media,messages,moderation,notifications,onboarding,people,pipeline,posting,scouting,settings,share,shortlists}.ts',
    { eager: true },
  ),
  en: import.meta.glob<{ default: Texts; errors?: Texts }>(
    './en/{applying,auth,block,board,deadline,explore,factors,fits,guardian,insights,legal,media,messages,moderation,notifications,onboarding,people,pipeline,posting,scouting,settings,share,shortlists}.ts',
    { eager: true },
  ),
};
const pages = { es: collect(pageModules.es), en: collect(pageModules.en) };
/** The error texts some page namespaces carry for their screens' codes (i18n.ts adds them to `errors`). */
const pageErrors = (modules: Record<string, { errors?: Texts }>): Texts =>
  Object.assign({}, ...Object.values(modules).map((module) => module.errors ?? {}));
const es = { ...esBase, ...pages.es };
const en = { ...enBase, ...pages.en };

/** The namespaces of a visitor's page, which the build prerenders them with (render-page.tsx). */
export const guestCatalogues = { es, en };

/**
 * Both languages at once, every namespace, for the unit tests (same keys in both) and the test renderer.
 * The app never imports this file: it loads one language's chunks at a time (i18n.ts).
 */
export const catalogues: Record<'es' | 'en', Record<string, Texts>> = {
  // The logged-in and some pages' screens' error texts join the visitors' in one `errors` namespace, as i18n.ts
  // adds them.
  es: {
    ...es,
    ...esApp,
    errors: { ...es.errors, ...esApp.errors, ...pageErrors(pageModules.es) },
  },
  en: {
    ...en,
    ...enApp,
    errors: { ...en.errors, ...enApp.errors, ...pageErrors(pageModules.en) },
  },
};

import type { Texts } from './collect-catalogue.ts';

export type { Texts };
