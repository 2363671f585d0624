import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Alert, Spinner } from '@/components/ui/alert.tsx';
import { apiErrorText } from '@/i18n/error-text.ts';
import { unsubscribeSavedSearch } from './saved-searches-api.ts';
import './saved-searches.css';

/**
 * /alertas/baja#<token>: a saved search's e-mail link, opened logged in or not. It asks first (a mail
 * scanner that opens links stops nothing), then stops that one search's alerts and says which.
 */
export function AlertUnsubscribe() {
  const { t } = useTranslation('scouting');
  const { hash } = useLocation();
  const [token] = useState(() => decodeURIComponent(hash.replace(/^#/, '')));
  const [state, setState] = useState<
    { status: 'idle' | 'busy' } | { status: 'done'; name: string } | { status: 'failed'; text: string }
  >({ status: 'idle' });
  const heading = useRef<HTMLHeadingElement>(null);

  async function stop() {
    setState({ status: 'busy' });
    try {
      const { name } = await unsubscribeSavedSearch(token);
      setState({ status: 'done', name });
    } catch (failure) {
      setState({ status: 'failed', text: apiErrorText(failure) });
    }
    heading.current?.focus();
  }

  return (
    <div className="alert-unsubscribe">
      <h1 className="alert-unsubscribe__title" tabIndex={-1} ref={heading}>
        {state.status === 'done' ? t('unsubscribe.doneTitle') : t('unsubscribe.title')}
      </h1>
      {state.status === 'done' ? (
        <Alert tone="success">{t('unsubscribe.done', { name: state.name })}</Alert>
      ) : (
        <>
          <p>{t('unsubscribe.intro')}</p>
          {state.status === 'failed' && <Alert tone="error">{state.text}</Alert>}
          <p>
            <button
              type="button"
              className="button button--primary"
              disabled={!token || state.status === 'busy'}
              onClick={() => void stop()}
            >
              {state.status === 'busy' && <Spinner />}
              {t('unsubscribe.stop')}
            </button>
          </p>
        </>
      )}
      <p>
        <Link to="/">{t('unsubscribe.home')}</Link>
      </p>
    </div>
  );
}
