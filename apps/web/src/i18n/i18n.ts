import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultLang, isLang, LANG_STORAGE_KEY, type Lang } from '@vitrina/contract/constants';
import { configureApiClient } from '@/lib/api-client.ts';
import { catalogues } from './catalogues.ts';

export function storedLanguage(): Lang {
  const stored = localStorage.getItem(LANG_STORAGE_KEY);
  return isLang(stored) ? stored : defaultLang;
}

function applyLanguage(lang: string): void {
  document.documentElement.lang = lang;
  configureApiClient({ language: lang });
}

export async function initI18n(): Promise<typeof i18next> {
  const lng = storedLanguage();
  await i18next.use(initReactI18next).init({
    resources: catalogues,
    lng,
    fallbackLng: defaultLang,
    supportedLngs: ['es', 'en'],
    defaultNS: 'common',
    ns: Object.keys(catalogues.es),
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  applyLanguage(lng);
  i18next.on('languageChanged', applyLanguage);
  return i18next;
}

/** Switches the interface language and keeps the choice under the stored language key. */
export async function setLanguage(lang: Lang): Promise<void> {
  localStorage.setItem(LANG_STORAGE_KEY, lang);
  await i18next.changeLanguage(lang);
}
