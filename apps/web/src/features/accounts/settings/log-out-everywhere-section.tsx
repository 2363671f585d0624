import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert, Spinner } from '@/components/ui/alert.tsx';
import { apiErrorText } from '@/i18n/error-text.ts';
import { useSession } from '@/lib/session-context.ts';
import './settings.css';

/**
 * "Log out everywhere" (issue 23): ends every session of the person — other browsers, phones, this one —
 * on the server, then here. If the server does not confirm, nothing has ended: it says so and stays.
 */
export function LogOutEverywhereSection() {
  const { t } = useTranslation('settings');
  const session = useSession();
  // On success the session is over here too: the settings, a guarded page, then ask to log in again.
  const end = useMutation({ mutationFn: () => session.logOut({ everywhere: true }) });
  return (
    <section className="settings-card" aria-labelledby="sessions-title">
      <h2 className="settings-card__title" id="sessions-title">
        {t('sessions.title')}
      </h2>
      <p className="settings-card__lead">{t('sessions.lead')}</p>
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
    </section>
  );
}
