import { useTranslation } from 'react-i18next';
import { languages, type Lang } from '@vitrina/contract/constants';
import { setLanguage } from '@/i18n/i18n.ts';

/**
 * ES | EN switch, available on every page; the choice is kept under the stored language key.
 * `onChange` runs after the interface switched (the app uses it to save a logged-in user's choice).
 */
export function LanguageToggle({ onChange }: { onChange?: (lang: Lang) => void }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="lang-toggle" role="group" aria-label={t('language.label')}>
      {languages.map((lang) => (
        <button
          key={lang}
          type="button"
          className="lang-toggle__option"
          aria-pressed={i18n.language === lang}
          lang={lang}
          title={t(`language.${lang}`)}
          onClick={() => {
            void setLanguage(lang);
            onChange?.(lang);
          }}
        >
          {lang.toUpperCase()}
        </button>
      ))}
    </div>
  );
}
