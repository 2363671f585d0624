import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { emailProblem, normalizeEmail } from '@vitrina/contract/account-rules';
import { Alert, Spinner } from '@/components/ui/alert.tsx';
import { PasswordField, TextField } from '@/components/ui/field.tsx';
import { apiErrorText, errorText } from '@/i18n/error-text.ts';
import { ApiError } from '@/lib/api-client.ts';
import { useCancelEmailChange, useEmailChange, useRequestEmailChange } from './email-change.ts';
import './settings.css';
import { SettingsCard } from '@/components/ui/settings-card.tsx';

type FieldErrors = { email?: string | undefined; password?: string | undefined };

/**
 * Changing the account's address: the new address and the current password (an account without
 * one confirms from its current address instead); then a "pending" state until the new address confirms
 * from its e-mail, which can be dropped. The current address is told at once, with a week to undo.
 */
export function EmailChangeSection({ hasPassword }: { hasPassword: boolean }) {
  const { t } = useTranslation('settings');
  const state = useEmailChange();
  const request = useRequestEmailChange();
  const cancel = useCancelEmailChange();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const busy = request.isPending || cancel.isPending;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const local: FieldErrors = {
      email: emailProblem(email, 'email') ? errorText(emailProblem(email, 'email')!.code) : undefined,
      password: hasPassword && !password ? errorText('contrasena') : undefined,
    };
    if (local.email || local.password) return setErrors(local);
    setErrors({});
    try {
      await request.mutateAsync({ email: normalizeEmail(email), ...(hasPassword ? { password } : {}) });
      setEmail('');
      setPassword('');
    } catch (error) {
      const fields: FieldErrors = {};
      if (error instanceof ApiError) {
        for (const entry of error.body.errors) {
          if (entry.field !== 'email' && entry.field !== 'password') continue;
          // The spec's own words for a taken address in settings (user.correo_existe).
          fields[entry.field] = entry.code === 'correo_existe' ? t('user.correo_existe') : errorText(entry.code);
        }
      }
      setErrors(fields);
      if (!fields.email && !fields.password) setFailure(apiErrorText(error));
    }
  };

  const dropPending = async () => {
    setFailure(null);
    try {
      await cancel.mutateAsync();
    } catch (error) {
      setFailure(apiErrorText(error));
    }
  };

  const current = state.data?.email;
  const pending = state.data?.pending ?? null;

  return (
    <SettingsCard id="email-change" title={t('email.title')}>
      {current && <p className="settings-card__lead">{t('email.current', { email: current })}</p>}
      {state.isPending && (
        <p className="working" role="status">
          <Spinner /> {t('email.loading')}
        </p>
      )}
      {state.isError && <Alert tone="error">{apiErrorText(state.error)}</Alert>}
      <div aria-live="polite">
        {pending && (
          <div className="email-change__pending">
            <p className="email-change__pending-text">
              {pending.awaiting === 'new_address'
                ? t('email.pendingNew', { email: pending.email })
                : t('email.pendingCurrent', { email: pending.email, current })}
            </p>
            <button type="button" className="button button--ghost" disabled={busy} onClick={() => void dropPending()}>
              {t('email.cancel')}
            </button>
          </div>
        )}
      </div>
      {failure && <Alert tone="error">{failure}</Alert>}
      {state.isSuccess && !pending && (
        <form className="settings-form" onSubmit={(event) => void submit(event)} noValidate aria-busy={busy}>
          <fieldset className="form-stack plain-fieldset" disabled={busy}>
            <legend className="visually-hidden">{t('email.title')}</legend>
            <TextField
              label={t('email.new')}
              type="email"
              inputMode="email"
              autoComplete="email"
              value={email}
              error={errors.email}
              onInput={(event) => setEmail(event.currentTarget.value)}
            />
            {hasPassword ? (
              <PasswordField
                label={t('email.password')}
                autoComplete="current-password"
                value={password}
                error={errors.password}
                onInput={(event) => setPassword(event.currentTarget.value)}
              />
            ) : (
              <p className="settings-section__lead">{t('email.noPassword')}</p>
            )}
            <p className="settings-section__lead">{t('email.lead')}</p>
            <div className="form-actions">
              <button type="submit" className="button button--primary" disabled={busy}>
                {request.isPending ? t('saving') : t('email.submit')}
              </button>
            </div>
          </fieldset>
        </form>
      )}
    </SettingsCard>
  );
}
