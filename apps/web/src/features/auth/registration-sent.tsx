import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert.tsx';
import { MailIcon } from '@/components/ui/icons.tsx';
import type { RegisteredUser } from './registered-user.ts';
import { useResendValidation } from './resend-validation.ts';
import './auth.css';

/** "Check your e-mail" with a resend button; the resend answers nothing either way (spec §8: fails silently). */
export function RegistrationSent({ user, lang }: { user: RegisteredUser; lang: 'es' | 'en' }) {
  const { t } = useTranslation('auth');
  const resend = useResendValidation();
  const [resent, setResent] = useState(false);
  return (
    <div className="sent">
      <span className="sent__icon" aria-hidden="true">
        <MailIcon size={34} />
      </span>
      <h1 className="auth-title">{t('success.title')}</h1>
      <p className="auth-lead">{t('success.body', { email: user.email })}</p>
      <p className="sent__hint">{t('success.hint')}</p>
      <div className="sent__actions">
        <button
          type="button"
          className="button button--ghost"
          disabled={resend.isPending}
          onClick={() => {
            resend.mutate(
              { id: user.id, lang },
              { onSettled: () => setResent(true) }, // silent either way, as the spec asks
            );
          }}
        >
          {resend.isPending ? t('success.resending') : t('success.resend')}
        </button>
      </div>
      {resent && <Alert tone="info">{t('success.resent')}</Alert>}
    </div>
  );
}
