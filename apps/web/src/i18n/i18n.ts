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

/** One language's namespaces, fetched as their own chunk: a visitor downloads only the language shown. */
async function loadCatalogue(lang: Lang): Promise<Record<string, Texts>> {
  const module = lang === 'en' ? await import('./catalogue-en.ts') : await import('./catalogue-es.ts');
  return module.catalogue;
}

async function ensureCatalogue(lang: Lang): Promise<void> {
  if (i18next.hasResourceBundle(lang, 'common')) return;
  const catalogue = await loadCatalogue(lang);
  for (const [ns, texts] of Object.entries(catalogue)) i18next.addResourceBundle(lang, ns, texts, true, true);
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
  return i18next;
}

/** Switches the interface language (loading its catalogue first) and keeps the choice under the stored language key. */
export async function setLanguage(lang: Lang): Promise<void> {
  localStorage.setItem(LANG_STORAGE_KEY, lang);
  writeLangCookie(lang);
  await ensureCatalogue(lang);
  await i18next.changeLanguage(lang);
}
