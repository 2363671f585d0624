import { useTranslation } from 'react-i18next';
import { Alert, Spinner } from '@/components/ui/alert.tsx';
import { apiErrorText } from '@/i18n/error-text.ts';
import { useLang } from '@/i18n/use-lang.ts';
import { dateAndTime } from '@/lib/plain-formats.ts';
import { useOwnSessions } from './security-api.ts';

/** My open sessions, newest first: when each began, the factor that opened it, and which one is this device. */
export function OwnSessionsList() {
  const { t } = useTranslation('settings');
  const lang = useLang();
  const sessions = useOwnSessions();
  if (sessions.isPending)
    return (
      <p className="working" role="status">
        <Spinner /> {t('security.sessionsLoading')}
      </p>
    );
  if (sessions.isError) return <Alert tone="error">{apiErrorText(sessions.error)}</Alert>;
  return (
    <ul className="own-sessions" role="list" aria-labelledby="own-sessions-title">
      {sessions.data.sessions.map((session) => (
        <li key={session.id} className="own-sessions__item">
          <span>{t('security.sessionOpened', { date: dateAndTime(new Date(session.createdAt), lang) })}</span>
          <span className="own-sessions__factor">{t(`security.factor.${session.factor ?? 'none'}`)}</span>
          {session.current && <span className="own-sessions__current">{t('security.thisDevice')}</span>}
        </li>
      ))}
    </ul>
  );
}
