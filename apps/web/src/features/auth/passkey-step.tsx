import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Spinner } from '@/components/ui/alert.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { answerWithPasskey } from './passkey-login.ts';
import { usePasskeyErrorText } from './passkey-sign-in.tsx';
import type { ChallengePurpose } from './second-factor.ts';

// A login's or a reset link's challenge that no answer can open any more: the form starts again.
const OVER = ['reto_caducado', 'reto_agotado', 'reto_enlace_caducado', 'reto_enlace_agotado'];

/**
 * "Usar una llave de acceso" in a login's or a reset link's second step: the browser's passkey answers the
 * challenge. A challenge run out or exhausted goes to `onOver` (the form asks to start again); other failures
 * are said here.
 */
export function PasskeyStep({
  challenge,
  purpose = 'login',
  onLoggedIn,
  onOver,
}: {
  challenge: string;
  purpose?: ChallengePurpose;
  onLoggedIn: (token: string) => Promise<void>;
  onOver: (error: ApiError) => void;
}) {
  const { t } = useTranslation('auth');
  const errorText = usePasskeyErrorText();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const start = async () => {
    setBusy(true);
    setError(null);
    try {
      await onLoggedIn(await answerWithPasskey(challenge, purpose));
    } catch (problem) {
      if (problem instanceof ApiError && OVER.includes(problem.code)) onOver(problem);
      else setError(problem);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="passkey-sign-in">
      {error !== null && <Alert tone="error">{errorText(error)}</Alert>}
      <button
        type="button"
        className="button button--primary button--block"
        onClick={() => void start()}
        disabled={busy}
      >
        {busy && <Spinner />}
        {busy ? t('secondStep.passkeyWaiting') : t('secondStep.usePasskey')}
      </button>
      <p className="or-divider">
        <span>{t('secondStep.or')}</span>
      </p>
    </div>
  );
}
