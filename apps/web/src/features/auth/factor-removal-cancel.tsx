import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Alert, Spinner } from '@/components/ui/alert.tsx';
import { apiErrorText } from '@/i18n/error-text.ts';
import { paths } from '@/lib/paths.ts';
import { cancelFactorRemoval } from './second-factor.ts';

/**
 * /seguridad/cancelar-retiro#<token>: the e-mail's link that keeps the account's second factors, opened logged
 * in or not. It asks first (a mail scanner that opens links cancels nothing), then cancels and says so.
 */
export function FactorRemovalCancel() {
  const { t } = useTranslation('auth');
  const { hash } = useLocation();
  const [token] = useState(() => decodeURIComponent(hash.replace(/^#/, '')));
  const [state, setState] = useState<{ status: 'idle' | 'busy' | 'done' } | { status: 'failed'; text: string }>({
    status: 'idle',
  });
  const heading = useRef<HTMLHeadingElement>(null);

  async function cancel() {
    setState({ status: 'busy' });
    try {
      await cancelFactorRemoval(token);
      setState({ status: 'done' });
    } catch (failure) {
      setState({ status: 'failed', text: apiErrorText(failure) });
    }
    heading.current?.focus();
  }

  return (
    <div className="second-step">
      <h1 className="auth-title" tabIndex={-1} ref={heading}>
        {state.status === 'done' ? t('cancelRemoval.doneTitle') : t('cancelRemoval.title')}
      </h1>
      {state.status === 'done' ? (
        <Alert tone="success">{t('cancelRemoval.done')}</Alert>
      ) : (
        <>
          <p className="auth-lead">{t('cancelRemoval.lead')}</p>
          <p className="auth-lead">{t('cancelRemoval.notYou')}</p>
          {state.status === 'failed' && <Alert tone="error">{state.text}</Alert>}
          <button
            type="button"
            className="button button--primary button--block"
            disabled={!token || state.status === 'busy'}
            onClick={() => void cancel()}
          >
            {state.status === 'busy' && <Spinner />}
            {t('cancelRemoval.submit')}
          </button>
        </>
      )}
      <p className="auth-footer">
        <Link to={paths.login}>{t('cancelRemoval.login')}</Link>
      </p>
    </div>
  );
}
