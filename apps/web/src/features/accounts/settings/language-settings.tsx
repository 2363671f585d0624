import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { languages, type Lang } from '@vitrina/contract/constants';
import { SaveFeedback, useSaveState } from './save-feedback.tsx';
import { useUpdateLanguage } from './update-language.ts';
import './settings.css';

/** The account's language: saved on the server (used at every login) and applied here at once. */
export function LanguageSettings({
  current,
  onSaved,
}: {
  current: Lang;
  onSaved: (token: string, lang: Lang) => Promise<void>;
}) {
  const { t } = useTranslation('settings');
  const update = useUpdateLanguage();
  const save = useSaveState();
  // The choice shows at once; it goes back if the server refuses it.
  const [pending, setPending] = useState<Lang | null>(null);
  const shown = pending ?? current;

  const choose = async (lang: Lang) => {
    if (lang === shown) return;
    save.reset();
    setPending(lang);
    try {
      const { token } = await update.mutateAsync(lang);
      await onSaved(token, lang);
      save.succeed();
    } catch (error) {
      save.fail(error);
    } finally {
      setPending(null);
    }
  };

  return (
    <div className="settings-form">
      <fieldset className="plain-fieldset" disabled={update.isPending}>
        <legend className="settings-form__legend">{t('language.label')}</legend>
        <div className="radio-cards radio-cards--narrow">
          {languages.map((lang) => (
            <label key={lang} className="radio-card">
              <input
                type="radio"
                name="account-language"
                value={lang}
                checked={shown === lang}
                onChange={() => void choose(lang)}
              />
              <span lang={lang}>{t(`language.${lang}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <p className="settings-form__hint">{t('language.hint')}</p>
      <SaveFeedback state={save.state} />
    </div>
  );
}
