import i18next, { type InitOptions } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultLang, isLang, LANG_STORAGE_KEY, type Lang } from '@vitrina/contract/constants';
import { configureApiClient } from '@/lib/api-client.ts';
import type { Texts } from './collect-catalogue.ts';

/** The language chosen here before, else the one the server answered the page in (`<html lang>`), else Spanish. */
export function storedLanguage(): Lang {
  const stored = localStorage.getItem(LANG_STORAGE_KEY);
  if (isLang(stored)) return stored;
  return isLang(document.documentElement.lang) ? document.documentElement.lang : defaultLang;
}

/** The server answers each page in this cookie's language (apps/server/src/http/web-pages.ts). */
function writeLangCookie(lang: Lang): void {
  document.cookie = `lang=${lang}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

/** One language's visitors' namespaces, fetched as their own chunk: a visitor downloads only the language shown. */
async function loadCatalogue(lang: Lang): Promise<Record<string, Texts>> {
  const module = lang === 'en' ? await import('./catalogue-en.ts') : await import('./catalogue-es.ts');
  return module.catalogue;
}

/** One language's logged-in namespaces (posts, settings, messages…): fetched with the logged-in screens. */
async function loadAppCatalogue(lang: Lang): Promise<Record<string, Texts>> {
  const module = lang === 'en' ? await import('./catalogue-en-app.ts') : await import('./catalogue-es-app.ts');
  return module.catalogue;
}

function addCatalogue(lang: Lang, catalogue: Record<string, Texts>): void {
  for (const [ns, texts] of Object.entries(catalogue)) i18next.addResourceBundle(lang, ns, texts, true, true);
}

/** Set once a logged-in screen asked for its namespaces: a language switched to loads them too. */
let appTextsWanted = false;

/** A page namespace's texts, and the error texts of the codes only its screens meet (error-texts.ts beside vite.config). */
type PageModule = { default: Texts; errors?: Texts };

/**
 * Namespaces of a few pages only, a chunk each, loaded with those pages' routes (app/*-routes.tsx): visitors' pages
 * (auth, legal), onboarding, the insights dashboard, the settings screens, the moderation tool and the opportunities'
 * screens, whose texts (and error texts) no other screen needs.
 */
const pageTexts = {
  es: import.meta.glob<PageModule>(
    './es/{applying,auth,board,explore,factors,insights,legal,media,messages,moderation,notifications,onboarding,pipeline,posting,scouting,settings,shortlists}.ts',
  ),
  en: import.meta.glob<PageModule>(
    './en/{applying,auth,board,explore,factors,insights,legal,media,messages,moderation,notifications,onboarding,pipeline,posting,scouting,settings,shortlists}.ts',
  ),
};
export type PageNamespace =
  | 'applying'
  | 'auth'
  | 'board'
  | 'explore'
  | 'factors'
  | 'insights'
  | 'legal'
  | 'media'
  | 'messages'
  | 'moderation'
  | 'notifications'
  | 'onboarding'
  | 'pipeline'
  | 'posting'
  | 'scouting'
  | 'settings'
  | 'shortlists';
const pagesWanted = new Set<PageNamespace>();
const pagesLoaded = new Set<string>();

async function loadPageTexts(lang: Lang, ns: PageNamespace): Promise<void> {
  if (pagesLoaded.has(`${lang}/${ns}`) || i18next.hasResourceBundle(lang, ns)) return;
  const module = await pageTexts[lang][`./${lang}/${ns}.ts`]!();
  i18next.addResourceBundle(lang, ns, module.default, true, true);
  // Its screens' error codes join the `errors` namespace, where every code's text is looked up (error-text.ts).
  if (module.errors) i18next.addResourceBundle(lang, 'errors', module.errors, true, true);
  pagesLoaded.add(`${lang}/${ns}`);
}

/** Resolved once i18next is set up: a bundle added before `init` would be lost. */
let markReady: () => void = () => undefined;
const ready = new Promise<void>((resolve) => {
  markReady = resolve;
});

const currentLanguage = (): Lang => (isLang(i18next.language) ? i18next.language : storedLanguage());

/** Loads a page's own namespaces in the current language (before its route renders). */
export async function ensurePageTexts(...namespaces: PageNamespace[]): Promise<void> {
  for (const ns of namespaces) pagesWanted.add(ns);
  if (!i18next.isInitialized) await ready;
  await Promise.all(namespaces.map((ns) => loadPageTexts(currentLanguage(), ns)));
}

async function ensureCatalogue(lang: Lang): Promise<void> {
  await Promise.all([
    i18next.hasResourceBundle(lang, 'common') ? undefined : loadCatalogue(lang).then((c) => addCatalogue(lang, c)),
    appTextsWanted && !i18next.hasResourceBundle(lang, 'posts')
      ? loadAppCatalogue(lang).then((c) => addCatalogue(lang, c))
      : undefined,
    ...[...pagesWanted].map((ns) => loadPageTexts(lang, ns)),
  ]);
}

/** Loads the logged-in screens' namespaces in the current language (before such a screen renders). */
export async function ensureAppTexts(): Promise<void> {
  appTextsWanted = true;
  if (!i18next.isInitialized) {
    // Fetched beside the common catalogue rather than after it: init reads the same stored language.
    void loadAppCatalogue(storedLanguage()).catch(() => undefined);
    await ready;
  }
  await ensureCatalogue(currentLanguage());
}

/** The options of the app's i18next, shared with the build's prerender (src/prerender/render-page.tsx). */
export function i18nOptions(lng: Lang, resources: Record<string, Record<string, Texts>>): InitOptions {
  return {
    resources,
    lng,
    // Both catalogues have the same keys (a unit test checks it), so no fallback language is loaded.
    fallbackLng: false,
    supportedLngs: ['es', 'en'],
    defaultNS: 'common',
    ns: Object.keys(resources[lng] ?? {}),
    interpolation: { escapeValue: false },
    returnNull: false,
    // i18next prints an advertisement in the console of every page otherwise.
    showSupportNotice: false,
  };
}

function applyLanguage(lang: string): void {
  document.documentElement.lang = lang;
  configureApiClient({ language: lang });
}

export async function initI18n(): Promise<typeof i18next> {
  const lng = storedLanguage();
  // A language chosen before the cookie existed: the next pages are answered in it.
  if (isLang(localStorage.getItem(LANG_STORAGE_KEY))) writeLangCookie(storedLanguage());
  const catalogue = await loadCatalogue(lng);
  await i18next.use(initReactI18next).init(i18nOptions(lng, { [lng]: catalogue }));
  applyLanguage(lng);
  i18next.on('languageChanged', applyLanguage);
  markReady();
  return i18next;
}

/** Switches the interface language (loading its catalogue first) and keeps the choice under the stored language key. */
export async function setLanguage(lang: Lang): Promise<void> {
  localStorage.setItem(LANG_STORAGE_KEY, lang);
  writeLangCookie(lang);
  await ensureCatalogue(lang);
  await i18next.changeLanguage(lang);
}
