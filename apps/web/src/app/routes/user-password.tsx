import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert.tsx';
import { useSelf } from '@/lib/session-context.ts';
import { PasswordForm } from '@/features/accounts/settings/password-form.tsx';
import { isRecoverySession } from '@/features/accounts/settings/recovery-session.ts';
import { useApplyToken } from '../use-apply-token.ts';
import { paths } from '@/lib/paths.ts';
import { SettingsCard } from '@/components/ui/settings-card.tsx';

/** /user/password: the current password is asked for, except in a session opened by a recovery link. */
export default function UserPasswordPage() {
  const { t } = useTranslation('settings');
  const self = useSelf();
  const applyToken = useApplyToken();
  // Read once: after the change the session is a normal one, but this page keeps its recovery wording.
  const [recovery] = useState(isRecoverySession);
  const [done, setDone] = useState(false);
  if (!self) return null;
  const needsCurrent = !recovery && self.user.hasPassword;

  return (
    <SettingsCard id="password" title={t('password.title')}>
      {recovery ? (
        <Alert tone="info" className="recovery-note">
          {t('password.recoveryLead')}
        </Alert>
      ) : (
        <p className="settings-card__lead">{t('password.lead')}</p>
      )}
      {recovery && done ? (
        <>
          <Alert tone="success">{t('warning.actualizacion_exitosamente')}</Alert>
          <p>
            <Link className="button button--primary" to={paths.news}>
              {t('password.continue')}
            </Link>
          </p>
        </>
      ) : (
        <PasswordForm
          needsCurrent={needsCurrent}
          userInputs={[self.user.nombre, self.user.apellido, self.user.email]}
          onSaved={async (token) => {
            await applyToken(token);
            setDone(true);
          }}
        />
      )}
    </SettingsCard>
  );
}
