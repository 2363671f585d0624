import { useTranslation } from 'react-i18next';
import type { Lang } from '@vitrina/contract/constants';

/** The product's language for any i18next language tag: English for `en…`, Spanish otherwise (the default). */
export function langOf(language: string | undefined): Lang {
  return language?.toLowerCase().startsWith('en') ? 'en' : 'es';
}

/** The interface language now shown, as the API and the contract name it. */
export function useLang(): Lang {
  const { i18n } = useTranslation();
  return langOf(i18n.language);
}
