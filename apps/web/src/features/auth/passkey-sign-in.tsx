import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Spinner } from '@/components/ui/alert.tsx';
import { apiErrorText } from '@/i18n/error-text.ts';
import { ApiError } from '@/lib/api-client.ts';
import { PasskeyBrowserError, stopPasskeyRequests } from '@/lib/passkey-browser.ts';
import { signInWithPasskey } from './passkey-login.ts';
import './auth.css';

/** The text of a failed passkey sign-in: the browser's reason, or the server's (the login's gates included). */
export function usePasskeyErrorText() {
  const { t } = useTranslation('auth');
  return (error: unknown): string =>
    error instanceof PasskeyBrowserError
      ? t(`passkeyProblem.${error.problem}`)
      : error instanceof ApiError && error.body.message
        ? error.body.message
        : apiErrorText(error);
}

/**
 * "Entrar con una llave de acceso": a passkey instead of the e-mail and password (any discoverable passkey of
 * this site). On load it also offers the passkeys in the e-mail field's suggestions where the browser can
 * (conditional mediation); the button's request replaces that waiting one.
 */
export function PasskeySignIn({ onLoggedIn }: { onLoggedIn: (token: string) => Promise<void> }) {
  const { t } = useTranslation('auth');
  const errorText = usePasskeyErrorText();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const enter = useRef(onLoggedIn);
  useEffect(() => {
    enter.current = onLoggedIn;
  }, [onLoggedIn]);

  useEffect(() => {
    let live = true;
    signInWithPasskey(true).then(
      (token) => (token && live ? enter.current(token) : undefined),
      // A replaced or abandoned picker says nothing; a refusal by the server is shown.
      (problem: unknown) => {
        if (live && problem instanceof ApiError) setError(problem);
      },
    );
    return () => {
      live = false;
      void stopPasskeyRequests();
    };
  }, []);

  const start = async () => {
    setBusy(true);
    setError(null);
    try {
      const token = await signInWithPasskey();
      if (token) await enter.current(token);
    } catch (problem) {
      setError(problem);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="passkey-sign-in">
      {error !== null && (
        <Alert tone="error" title={t('login.passkeyFailed')}>
          <p>{errorText(error)}</p>
        </Alert>
      )}
      <button
        type="button"
        className="button button--ghost button--block"
        onClick={() => void start()}
        disabled={busy}
        aria-describedby="passkey-sign-in-hint"
      >
        {busy && <Spinner />}
        {busy ? t('login.passkeyWaiting') : t('login.passkey')}
      </button>
      <p className="auth-hint" id="passkey-sign-in-hint">
        {t('login.passkeyHint')}
      </p>
    </div>
  );
}
