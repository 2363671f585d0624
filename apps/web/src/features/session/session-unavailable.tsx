import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import './session.css';

/**
 * Shown instead of the page while the person's session cannot be checked because the server did not
 * answer (it restarted, the connection dropped): the session is kept, the check is repeated on its own, and
 * "Try again now" repeats it at once. Only the server's 401 ends a session.
 */
export function SessionUnavailable({ onRetry, isOffline }: { onRetry: () => void; isOffline: boolean }) {
  const { t } = useTranslation('session');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <main className="session-unavailable" aria-labelledby="session-unavailable-title">
      <h1 id="session-unavailable-title" className="session-unavailable__title" ref={heading} tabIndex={-1}>
        {t('unavailable.title')}
      </h1>
      <p className="session-unavailable__lead" role="status">
        {isOffline ? t('unavailable.offline') : t('unavailable.retrying')}
      </p>
      <button type="button" className="button button--primary" onClick={onRetry}>
        {t('unavailable.retry')}
      </button>
    </main>
  );
}
