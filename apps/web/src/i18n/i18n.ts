import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultLang, isLang, LANG_STORAGE_KEY, type Lang } from '@vitrina/contract/constants';
import { configureApiClient } from '@/lib/api-client.ts';
import type { Texts } from './collect-catalogue.ts';

export function storedLanguage(): Lang {
  const stored = localStorage.getItem(LANG_STORAGE_KEY);
  return isLang(stored) ? stored : defaultLang;
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

function applyLanguage(lang: string): void {
  document.documentElement.lang = lang;
  configureApiClient({ language: lang });
}

export async function initI18n(): Promise<typeof i18next> {
  const lng = storedLanguage();
  const catalogue = await loadCatalogue(lng);
  await i18next.use(initReactI18next).init({
    resources: { [lng]: catalogue },
    lng,
    // Both catalogues have the same keys (a unit test checks it), so no fallback language is loaded.
    fallbackLng: false,
    supportedLngs: ['es', 'en'],
    defaultNS: 'common',
    ns: Object.keys(catalogue),
    interpolation: { escapeValue: false },
    returnNull: false,
    // i18next prints an advertisement in the console of every page otherwise.
    showSupportNotice: false,
  });
  applyLanguage(lng);
  i18next.on('languageChanged', applyLanguage);
  return i18next;
}

/** Switches the interface language (loading its catalogue first) and keeps the choice under the stored language key. */
export async function setLanguage(lang: Lang): Promise<void> {
  localStorage.setItem(LANG_STORAGE_KEY, lang);
  await ensureCatalogue(lang);
  await i18next.changeLanguage(lang);
}
