import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Spinner } from '@/components/ui/alert.tsx';
import { TextField } from '@/components/ui/field.tsx';
import { apiErrorText, errorText } from '@/i18n/error-text.ts';
import { ApiError } from '@/lib/api-client.ts';
import { FactorRemovalRequest } from './factor-removal-request.tsx';
import { useAnswerChallenge, type ChallengePurpose } from './second-factor.ts';
import './auth.css';

const RUN_OUT = ['reto_caducado', 'reto_agotado', 'reto_enlace_caducado', 'reto_enlace_agotado'];

/**
 * The second step of a login, or of a reset link (`purpose` reset): the authenticator's 6-digit code, or a
 * recovery code instead. A wrong code is the field's error; a challenge run out (5 minutes, or 5 wrong codes)
 * asks to start again. At a login, a person who lost both may ask an admin to remove them.
 */
export function SecondStepForm({
  challenge,
  purpose = 'login',
  onLoggedIn,
  onRestart,
}: {
  challenge: string;
  purpose?: ChallengePurpose;
  onLoggedIn: (token: string) => Promise<void>;
  onRestart: () => void;
}) {
  const { t } = useTranslation('auth');
  const answer = useAnswerChallenge(purpose);
  const [lost, setLost] = useState(false);
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), [recovery]);

  const failure = answer.error instanceof ApiError ? answer.error.code : answer.error ? 'network' : null;
  const over = failure !== null && RUN_OUT.includes(failure);

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
  const lead = recovery ? t('secondStep.leadRecovery') : t('secondStep.lead');

  return (
    <div className="second-step">
      <h1 className="auth-title">{purpose === 'reset' ? t('secondStep.resetTitle') : t('secondStep.title')}</h1>
      <p className="auth-lead">{purpose === 'reset' ? `${t('secondStep.resetLead')} ${lead}` : lead}</p>
      {over && (
        <Alert tone="error">
          <p>{apiErrorText(answer.error)}</p>
          <button type="button" className="button button--primary" onClick={onRestart}>
            {purpose === 'reset' ? t('secondStep.newLink') : t('secondStep.restart')}
          </button>
        </Alert>
      )}
      {failure && !over && !fieldError && <Alert tone="error">{apiErrorText(answer.error)}</Alert>}
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
