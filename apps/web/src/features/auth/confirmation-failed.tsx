import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert.tsx';
import { TextField } from '@/components/ui/field.tsx';
import { MailIcon } from '@/components/ui/icons.tsx';
import { paths } from '@/lib/paths.ts';
import { useResendValidation } from './resend-validation.ts';
import './auth.css';

/**
 * A confirmation link that does not work — used, expired, or cut when copied: says so, and
 * sends a new link to the address typed. The answer is the same whether or not that address has an
 * account waiting (the server says nothing either way), so the notice is neutral too.
 */
export function ConfirmationFailed({ lang }: { lang: 'es' | 'en' }) {
  const { t } = useTranslation('auth');
  const resend = useResendValidation();
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) return;
    // Silent either way, as the spec asks of a resend: a refusal (too many) reads the same.
    resend.mutate({ email: email.trim(), lang }, { onSettled: () => setSent(true) });
  };

  return (
    <div className="sent">
      <span className="sent__icon" aria-hidden="true">
        <MailIcon size={34} />
      </span>
      <h1 className="auth-title">{t('confirmation.failedTitle')}</h1>
      <p className="auth-lead">{t('confirmation.failedBody')}</p>
      <p className="sent__hint">{t('confirmation.failedHint')}</p>
      {sent ? (
        <Alert tone="info">{t('confirmation.resent')}</Alert>
      ) : (
        <form className="form-stack confirmation-failed__form" onSubmit={submit} noValidate>
          <fieldset className="form-stack plain-fieldset" disabled={resend.isPending}>
            <TextField
              label={t('fields.email')}
              type="email"
              inputMode="email"
              autoComplete="email"
              adornment={<MailIcon size={18} />}
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
            />
            <button type="submit" className="button button--primary button--block" disabled={!email.trim()}>
              {resend.isPending ? t('confirmation.resending') : t('confirmation.resend')}
            </button>
          </fieldset>
        </form>
      )}
      <div className="sent__actions">
        <Link className="button button--ghost" to={paths.login}>
          {t('confirmation.login')}
        </Link>
        <Link className="button button--ghost" to={paths.landing}>
          {t('success.back')}
        </Link>
      </div>
    </div>
  );
}
