import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Spinner } from '@/components/ui/alert.tsx';
import { TextField } from '@/components/ui/field.tsx';
import { apiErrorText, errorText } from '@/i18n/error-text.ts';
import { ApiError } from '@/lib/api-client.ts';
import type { SecondFactorMethod } from '@vitrina/contract/second-factors';
import { PasskeyStep } from './passkey-step.tsx';
import { useAnswerChallenge } from './second-factor.ts';
import './auth.css';

/**
 * The login's second step: a passkey (when the account has one), the authenticator's 6-digit code, or a recovery
 * code instead. A wrong code is the field's error; a challenge run out (5 minutes, or 5 wrong answers) asks to
 * log in again with the password. `methods` are the login's (empty when unknown: the code form as before).
 */
export function SecondStepForm({
  challenge,
  methods = [],
  onLoggedIn,
  onRestart,
}: {
  challenge: string;
  methods?: SecondFactorMethod[];
  onLoggedIn: (token: string) => Promise<void>;
  onRestart: () => void;
}) {
  const { t } = useTranslation('auth');
  const answer = useAnswerChallenge();
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
  const over = failure === 'reto_caducado' || failure === 'reto_agotado' || passkeyOver !== null;

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

  return (
    <div className="second-step">
      <h1 className="auth-title">{t('secondStep.title')}</h1>
      <p className="auth-lead">
        {hasPasskey && !hasTotp
          ? t('secondStep.leadPasskeyOnly')
          : hasPasskey
            ? t('secondStep.leadPasskey')
            : recovery
              ? t('secondStep.leadRecovery')
              : t('secondStep.lead')}
      </p>
      {over && (
        <Alert tone="error">
          <p>{apiErrorText(passkeyOver ?? answer.error)}</p>
          <button type="button" className="button button--primary" onClick={onRestart}>
            {t('secondStep.restart')}
          </button>
        </Alert>
      )}
      {failure && !over && !fieldError && <Alert tone="error">{apiErrorText(answer.error)}</Alert>}
      {!over && hasPasskey && <PasskeyStep challenge={challenge} onLoggedIn={onLoggedIn} onOver={setPasskeyOver} />}
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
        </form>
      )}
    </div>
  );
}
