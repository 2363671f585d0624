import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert, Spinner } from '@/components/ui/alert.tsx';
import { apiErrorText } from '@/i18n/error-text.ts';
import { useSession } from '@/lib/session-context.ts';
import './settings.css';
import { SettingsCard } from '@/components/ui/settings-card.tsx';

/**
 * "Log out everywhere": ends every session of the person — other browsers, phones, this one —
 * on the server, then here. If the server does not confirm, nothing has ended: it says so and stays.
 */
export function LogOutEverywhereSection() {
  const { t } = useTranslation('settings');
  const session = useSession();
  // On success the session is over here too: the settings, a guarded page, then ask to log in again.
  const end = useMutation({ mutationFn: () => session.logOut({ everywhere: true }) });
  return (
    <SettingsCard id="sessions" title={t('sessions.title')} lead={t('sessions.lead')}>
      {end.error && <Alert tone="error">{apiErrorText(end.error)}</Alert>}
      <div className="form-actions">
        <button
          type="button"
          className="button button--ghost"
          aria-disabled={end.isPending || undefined}
          onClick={() => {
            if (!end.isPending) end.mutate();
          }}
        >
          {end.isPending && <Spinner />}
          {end.isPending ? t('sessions.ending') : t('sessions.everywhere')}
        </button>
      </div>
    </SettingsCard>
  );
}
