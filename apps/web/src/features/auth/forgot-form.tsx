import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { RecoverPasswordRequest } from '@vitrina/contract/auth';
import { Alert } from '@/components/ui/alert.tsx';
import { TextField } from '@/components/ui/field.tsx';
import { MailIcon } from '@/components/ui/icons.tsx';
import { apiErrorText } from '@/i18n/error-text.ts';
import { ApiError } from '@/lib/api-client.ts';
import { useRecoverPassword } from './recover-password.ts';
import './auth.css';
import { paths } from '@/lib/paths.ts';
import { lazyResolver } from '@/lib/lazy-resolver.ts';
import { textOf, useGuestForm } from './use-guest-form.ts';

/** Loads the contract's schema on the form's first focus or validation (exported for the tests to wait on). */
export const forgotResolver = lazyResolver<RecoverPasswordRequest>(() =>
  import('@vitrina/contract/auth').then((m) => m.recoverPasswordRequestSchema),
);
/** Asks for a recovery link (spec §4: idle → e-mail sent, or the `user` error). */
export function ForgotForm({ lang }: { lang: 'es' | 'en' }) {
  const { t } = useTranslation('auth');
  const recover = useRecoverPassword();
  const { formRef, handleSubmit, submitting } = useGuestForm(forgotResolver, (data) => ({
    email: textOf(data, 'email'),
  }));
  // Watched for the button, and named in the confirmation.
  const [email, setEmail] = useState('');

  const submit = handleSubmit(async ({ email: address }) => {
    await recover.mutateAsync({ email: address, lang }).catch(() => undefined);
  });

  if (recover.isSuccess) {
    return (
      <Alert tone="success" title={t('forgot.sentTitle')}>
        <p>{t('forgot.email_enviado', { email })}</p>
      </Alert>
    );
  }

  const code = recover.error instanceof ApiError ? recover.error.code : null;
  return (
    <form
      ref={formRef}
      className="form-stack"
      onFocus={() => void forgotResolver.preload()}
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      {recover.error && (
        <Alert tone="error">
          {code === 'user' ? (
            <p>
              <Trans
                t={t}
                i18nKey="forgot.parece_que_ese_correo2"
                components={{ register: <Link to={paths.register} /> }}
              />
            </p>
          ) : (
            <p>{apiErrorText(recover.error)}</p>
          )}
        </Alert>
      )}
      <fieldset className="form-stack plain-fieldset" disabled={submitting}>
        <TextField
          label={t('fields.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          adornment={<MailIcon size={18} />}
          aria-invalid={code === 'user' || undefined}
          name="email"
          onChange={(event) => setEmail(event.target.value)}
        />
        <button type="submit" className="button button--primary button--block" disabled={!email.trim() || submitting}>
          {submitting ? t('forgot.submitting') : t('forgot.submit')}
        </button>
      </fieldset>
    </form>
  );
}
