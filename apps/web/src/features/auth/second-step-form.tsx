import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Spinner } from '@/components/ui/alert.tsx';
import { TextField } from '@/components/ui/field.tsx';
import { apiErrorText, errorText } from '@/i18n/error-text.ts';
import { ApiError } from '@/lib/api-client.ts';
import type { SecondFactorMethod } from '@vitrina/contract/second-factors';
import { PasskeyStep } from './passkey-step.tsx';
import { FactorRemovalRequest } from './factor-removal-request.tsx';
import { useAnswerChallenge, type ChallengePurpose } from './second-factor.ts';
import './auth.css';

const RUN_OUT = ['reto_caducado', 'reto_agotado', 'reto_enlace_caducado', 'reto_enlace_agotado'];

/**
 * The second step of a login, or of a reset link (`purpose` reset): a passkey (when the account has one), the
 * authenticator's 6-digit code, or a recovery code instead. A wrong code is the field's error; a
 * challenge run out (5 minutes, or 5 wrong answers) asks to start again. At a login, a person who lost every
 * factor may ask an admin to remove them. `methods` are the challenge's (empty when unknown: the code form).
 */
export function SecondStepForm({
  challenge,
  purpose = 'login',
  methods = [],
  onLoggedIn,
  onRestart,
}: {
  challenge: string;
  purpose?: ChallengePurpose;
  methods?: SecondFactorMethod[];
  onLoggedIn: (token: string) => Promise<void>;
  onRestart: () => void;
}) {
  const { t } = useTranslation('auth');
  const answer = useAnswerChallenge(purpose);
  const [lost, setLost] = useState(false);
  const hasTotp = methods.length === 0 || methods.includes('totp');
  const hasPasskey = methods.includes('passkey');
  const [recovery, setRecovery] = useState(!hasTotp);
  const [passkeyOver, setPasskeyOver] = useState<ApiError | null>(null);
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!hasPasskey) input.current?.focus();
  }, [recovery, hasPasskey]);

  const failure = answer.error instanceof ApiError ? answer.error.code : answer.error ? 'network' : null;
  const over = (failure !== null && RUN_OUT.includes(failure)) || passkeyOver !== null;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!code.trim()) return setFieldError(t('secondStep.empty'));
    setFieldError(undefined);
    try {
      const { token } = await answer.mutateAsync({ challenge, code: code.trim() });
      await onLoggedIn(token);
    } catch (error) {
      if (error instanceof ApiError && error.body.errors.some((e) => e.code === 'codigo_incorrecto')) {
        setFieldError(errorText('codigo_incorrecto'));
        setCode('');
        input.current?.focus();
      }
    }
  };

  if (lost) return <FactorRemovalRequest challenge={challenge} onBack={() => setLost(false)} onRestart={onRestart} />;
  const lead =
    hasPasskey && !hasTotp
      ? t('secondStep.leadPasskeyOnly')
      : hasPasskey
        ? t('secondStep.leadPasskey')
        : recovery
          ? t('secondStep.leadRecovery')
          : t('secondStep.lead');

  return (
    <div className="second-step">
      <h1 className="auth-title">{purpose === 'reset' ? t('secondStep.resetTitle') : t('secondStep.title')}</h1>
      <p className="auth-lead">{purpose === 'reset' ? `${t('secondStep.resetLead')} ${lead}` : lead}</p>
      {over && (
        <Alert tone="error">
          <p>{apiErrorText(passkeyOver ?? answer.error)}</p>
          <button type="button" className="button button--primary" onClick={onRestart}>
            {purpose === 'reset' ? t('secondStep.newLink') : t('secondStep.restart')}
          </button>
        </Alert>
      )}
      {failure && !over && !fieldError && <Alert tone="error">{apiErrorText(answer.error)}</Alert>}
      {!over && hasPasskey && (
        <PasskeyStep challenge={challenge} purpose={purpose} onLoggedIn={onLoggedIn} onOver={setPasskeyOver} />
      )}
      {!over && (
        <form className="form-stack" onSubmit={(event) => void submit(event)} noValidate>
          <fieldset className="form-stack plain-fieldset" disabled={answer.isPending}>
            <TextField
              ref={input}
              key={recovery ? 'recovery' : 'totp'}
              label={recovery ? t('secondStep.recoveryLabel') : t('secondStep.codeLabel')}
              name="code"
              autoComplete={recovery ? 'off' : 'one-time-code'}
              inputMode={recovery ? 'text' : 'numeric'}
              autoCapitalize="none"
              spellCheck={false}
              maxLength={40}
              value={code}
              error={fieldError}
              onChange={(event) => setCode(event.target.value)}
            />
            <button type="submit" className="button button--primary button--block">
              {answer.isPending && <Spinner />}
              {answer.isPending ? t('secondStep.submitting') : t('secondStep.submit')}
            </button>
          </fieldset>
          {hasTotp && (
            <button
              type="button"
              className="button button--ghost button--block"
              onClick={() => {
                setRecovery(!recovery);
                setCode('');
                setFieldError(undefined);
              }}
            >
              {recovery ? t('secondStep.useApp') : t('secondStep.useRecovery')}
            </button>
          )}
          {purpose === 'login' && (
            <button type="button" className="second-step__lost" onClick={() => setLost(true)}>
              {t('secondStep.lost')}
            </button>
          )}
        </form>
      )}
    </div>
  );
}
