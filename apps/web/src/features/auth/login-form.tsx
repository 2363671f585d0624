import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LoginRequest } from '@vitrina/contract/auth';
import type { SecondFactorMethod } from '@vitrina/contract/second-factors';
import { Alert, Spinner } from '@/components/ui/alert.tsx';
import { CheckboxField, PasswordField, TextField } from '@/components/ui/field.tsx';
import { MailIcon } from '@/components/ui/icons.tsx';
import { apiErrorText, errorText } from '@/i18n/error-text.ts';
import { ApiError, type ApiErrorCode } from '@/lib/api-client.ts';
import { useAuthenticate } from './authenticate.ts';
import { useRestoreAccount } from './restore-account.ts';
import './auth.css';
import { paths } from '@/lib/paths.ts';
import { lazyResolver } from '@/lib/lazy-resolver.ts';
import { textOf, useGuestForm } from './use-guest-form.ts';

/** Loads the contract's schema on the form's first focus or validation (exported for the tests to wait on). */
export const loginResolver = lazyResolver<LoginRequest>(() =>
  import('@vitrina/contract/auth').then((m) => m.loginRequestSchema),
);
/**
 * E-mail, password and remember-me (spec §2). Nothing is sent while a field is empty; the server's
 * `password` and `credentials` errors get their own texts. A cancelled account (`account_cancelled`, only
 * with the right password) is offered its restoration with the same e-mail and password, which then
 * logs in like the form; its errors read as the login's. An account with a second factor goes on to its step.
 */
export function LoginForm({
  onLoggedIn,
  onChallenge,
}: {
  onLoggedIn: (token: string, remember: boolean) => Promise<void>;
  /** An account with a second factor: the password was right, the second step comes next. */
  onChallenge: (challenge: string, remember: boolean, methods: SecondFactorMethod[]) => void;
}) {
  const { t } = useTranslation('auth');
  const authenticate = useAuthenticate();
  const restore = useRestoreAccount();
  const { formRef, handleSubmit, submitting } = useGuestForm(loginResolver, (data) => ({
    email: textOf(data, 'email'),
    password: textOf(data, 'password'),
    remember: data.has('remember'),
  }));
  // Watched for the button, which waits for both fields.
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const isEmpty = !email.trim() || !password;
  const busy = submitting || restore.isPending;

  const submit = handleSubmit(async (values) => {
    restore.reset();
    const answer = await authenticate.mutateAsync(values);
    if ('challenge' in answer) onChallenge(answer.challenge, values.remember ?? false, answer.methods);
    else await onLoggedIn(answer.token, values.remember ?? false);
  });

  // What the last login sent, so the restoration uses exactly the e-mail and password that were checked.
  const cancelled = codeOf(authenticate.error) === 'account_cancelled' ? authenticate.variables : undefined;
  const restoreAndEnter = async () => {
    if (!cancelled) return;
    try {
      const answer = await restore.mutateAsync({ email: cancelled.email, password: cancelled.password });
      if ('challenge' in answer) onChallenge(answer.challenge, cancelled.remember ?? false, answer.methods);
      else await onLoggedIn(answer.token, cancelled.remember ?? false);
    } catch {
      // Shown below, as a login's error.
    }
  };

  const error = restore.error ?? (cancelled ? null : authenticate.error);
  const code = codeOf(error);

  return (
    <form
      ref={formRef}
      className="form-stack"
      onFocus={() => void loginResolver.preload()}
      onSubmit={(event) => void submit(event).catch(() => undefined)}
      noValidate
    >
      {cancelled && !restore.error && (
        <Alert tone="warning" title={t('login.cancelledTitle')}>
          <p>{errorText('account_cancelled')}</p>
          <button
            type="button"
            className="button button--primary restore-button"
            disabled={restore.isPending}
            onClick={() => void restoreAndEnter()}
          >
            {restore.isPending && <Spinner />}
            {restore.isPending ? t('login.restoring') : t('login.restore')}
          </button>
        </Alert>
      )}
      {error && (
        <Alert tone="error" title={code === 'password' || code === 'credentials' ? undefined : t('login.failed')}>
          {code === 'password' && (
            <p>
              {t('login.la_contrasena_parece')} <Link to={paths.forgot}>{t('login.forgot')}</Link>
            </p>
          )}
          {code === 'credentials' && (
            <p>
              <Trans
                t={t}
                i18nKey="login.parece_que_ese_correo"
                components={{ register: <Link to={paths.register} /> }}
              />
            </p>
          )}
          {code === 'account_suspended' && <p>{suspensionText(error)}</p>}
          {code !== 'password' && code !== 'credentials' && code !== 'account_suspended' && (
            <p>{apiErrorText(error)}</p>
          )}
        </Alert>
      )}
      <fieldset className="form-stack plain-fieldset" disabled={busy}>
        <TextField
          label={t('fields.email')}
          type="email"
          autoComplete="username webauthn"
          inputMode="email"
          adornment={<MailIcon size={18} />}
          aria-invalid={code === 'credentials' || undefined}
          name="email"
          onChange={(event) => setEmail(event.target.value)}
        />
        <PasswordField
          label={t('fields.password')}
          autoComplete="current-password"
          aria-invalid={code === 'password' || undefined}
          name="password"
          onChange={(event) => setPassword(event.target.value)}
        />
        <div className="login-row">
          <CheckboxField label={t('login.remember')} name="remember" />
          <Link className="login-row__forgot" to={paths.forgot}>
            {t('login.forgot')}
          </Link>
        </div>
        <button type="submit" className="button button--primary button--block" disabled={isEmpty || busy}>
          {busy ? t('login.submitting') : t('login.submit')}
        </button>
      </fieldset>
    </form>
  );
}

function codeOf(error: unknown): ApiErrorCode | null {
  return error instanceof ApiError ? error.code : null;
}

/** A suspension's answer says until when and why, in the request's language: the server's own text. */
function suspensionText(error: unknown): string {
  return error instanceof ApiError && error.body.message ? error.body.message : errorText('account_suspended');
}
