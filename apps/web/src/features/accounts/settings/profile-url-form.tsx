import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cleanProfileUrl, MAX_PROFILE_URL_LENGTH, profileUrlProblem } from '@vitrina/contract/profile-url-rules';
import { TextField } from '@/components/ui/field.tsx';
import { errorText } from '@/i18n/error-text.ts';
import { ApiError } from '@/lib/api-client.ts';
import { SaveFeedback, useSaveState } from './save-feedback.tsx';
import { useUpdateProfileUrl } from './update-profile-url.ts';
import './settings.css';

/**
 * The profile's address (spec §5): characters other than letters, digits, underscore and hyphen are
 * stripped while typing; it cannot be empty; an unchanged value is not sent; a taken or reserved one
 * answers error.el_perfil_existe.
 */
export function ProfileUrlForm({ current, onSaved }: { current: string; onSaved: (token: string) => Promise<void> }) {
  const { t } = useTranslation('settings');
  const update = useUpdateProfileUrl();
  const save = useSaveState();
  const [value, setValue] = useState(current);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    save.reset();
    const found = profileUrlProblem(value);
    if (found) {
      setProblem(found.code);
      return;
    }
    setProblem(null);
    if (value === current) return; // unchanged: nothing to send
    try {
      const { token } = await update.mutateAsync(value);
      await onSaved(token);
      save.succeed();
    } catch (error) {
      if (error instanceof ApiError && (error.code === 'el_perfil_existe' || error.body.errors.length > 0)) {
        setProblem(error.code === 'el_perfil_existe' ? 'el_perfil_existe' : (error.body.errors[0]?.code ?? null));
      }
      save.fail(
        error,
        error instanceof ApiError && error.code === 'el_perfil_existe' ? [errorText('el_perfil_existe')] : [],
      );
    }
  };

  const unchanged = value === current;
  return (
    <form className="settings-form" onSubmit={(event) => void submit(event)} noValidate>
      <fieldset className="form-stack plain-fieldset" disabled={update.isPending}>
        <legend className="visually-hidden">{t('profileUrl.title')}</legend>
        <TextField
          label={t('profileUrl.label')}
          hint={t('profileUrl.hint', { url: `${window.location.host}/profile/${value || '…'}` })}
          error={problem ? errorText(problem) : undefined}
          adornment={<span className="url-prefix">/profile/</span>}
          fieldClassName="profile-url-field"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          maxLength={MAX_PROFILE_URL_LENGTH}
          value={value}
          onChange={(event) => {
            setValue(cleanProfileUrl(event.target.value));
            setProblem(null);
            save.reset();
          }}
        />
        <SaveFeedback state={save.state} />
        <div className="form-actions">
          <button type="submit" className="button button--primary" disabled={update.isPending || unchanged}>
            {update.isPending ? t('saving') : t('save')}
          </button>
          {unchanged && <span className="form-actions__note">{t('profileUrl.unchanged')}</span>}
        </div>
      </fieldset>
    </form>
  );
}
