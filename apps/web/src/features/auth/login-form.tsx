import { useForm, useWatch } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LoginRequest } from '@vitrina/contract/auth';
import { Alert } from '@/components/ui/alert.tsx';
import { CheckboxField, PasswordField, TextField } from '@/components/ui/field.tsx';
import { MailIcon } from '@/components/ui/icons.tsx';
import { apiErrorText } from '@/i18n/error-text.ts';
import { ApiError } from '@/lib/api-client.ts';
import { useAuthenticate } from './authenticate.ts';
import './auth.css';
import { paths } from '@/lib/paths.ts';
import { lazyResolver } from '@/lib/lazy-resolver.ts';

/** Loads the contract's schema on the form's first focus or validation (exported for the tests to wait on). */
export const loginResolver = lazyResolver<LoginRequest>(() =>
  import('@vitrina/contract/auth').then((m) => m.loginRequestSchema),
);
/**
 * E-mail, password and remember-me (spec §2). Nothing is sent while a field is empty; the server's
 * `password` and `credentials` errors get their own texts.
 */
export function LoginForm({ onLoggedIn }: { onLoggedIn: (token: string, remember: boolean) => Promise<void> }) {
  const { t } = useTranslation('auth');
  const authenticate = useAuthenticate();
  const { register, handleSubmit, control, formState } = useForm<LoginRequest>({
    resolver: loginResolver,
    defaultValues: { email: '', password: '', remember: false },
  });
  const [email, password] = useWatch({ control, name: ['email', 'password'] });
  const isEmpty = !email?.trim() || !password;
  const busy = formState.isSubmitting;

  const submit = handleSubmit(async (values) => {
    const { token } = await authenticate.mutateAsync(values);
    await onLoggedIn(token, values.remember ?? false);
  });

  const code = authenticate.error instanceof ApiError ? authenticate.error.code : null;

  return (
    <form
      className="form-stack"
      onFocus={() => void loginResolver.preload()}
      onSubmit={(event) => void submit(event).catch(() => undefined)}
      noValidate
    >
      {authenticate.error && (
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
          {code !== 'password' && code !== 'credentials' && <p>{apiErrorText(authenticate.error)}</p>}
        </Alert>
      )}
      <fieldset className="form-stack plain-fieldset" disabled={busy}>
        <TextField
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          adornment={<MailIcon size={18} />}
          aria-invalid={code === 'credentials' || undefined}
          {...register('email')}
        />
        <PasswordField
          label={t('fields.password')}
          autoComplete="current-password"
          aria-invalid={code === 'password' || undefined}
          {...register('password')}
        />
        <div className="login-row">
          <CheckboxField label={t('login.remember')} {...register('remember')} />
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
