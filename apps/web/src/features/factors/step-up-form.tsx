import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Spinner } from '@/components/ui/alert.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { TextField } from '@/components/ui/field.tsx';
import { apiErrorText, errorText } from '@/i18n/error-text.ts';
import { ApiError } from '@/lib/api-client.ts';
import { browserSpeaksWebAuthn, PasskeyBrowserError } from '@/lib/passkey-browser.ts';
import { useStepUp, useStepUpFactors, useStepUpWithPasskey } from './step-up.ts';
import './factors.css';

type Mode = 'code' | 'recovery' | 'password';

/**
 * The step-up dialog's form: a passkey (when the person has one and the browser speaks WebAuthn), a code, a
 * recovery code or (without a factor) the password (decision 0052). A passkey-only account is asked for its
 * passkey first and, instead, a recovery code: it has no app's code to type.
 */
export function StepUpForm({ hasFactor, onDone }: { hasFactor: boolean; onDone: (renewed: boolean) => void }) {
  const { t } = useTranslation('factors');
  const stepUp = useStepUp();
  const withPasskey = useStepUpWithPasskey();
  const factors = useStepUpFactors(hasFactor);
  const offersPasskey = factors.hasPasskey && browserSpeaksWebAuthn();
  const [chosen, setMode] = useState<Mode | null>(null);
  const mode: Mode = chosen ?? (!hasFactor ? 'password' : factors.passkeyOnly ? 'recovery' : 'code');
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const input = useRef<HTMLInputElement>(null);
  const passkeyButton = useRef<HTMLButtonElement>(null);
  // The passkey's button first, until the person picks a code's field themselves.
  const first = offersPasskey && chosen === null ? passkeyButton : input;
  useEffect(() => first.current?.focus(), [first, mode]);

  const renewWithPasskey = async () => {
    try {
      await withPasskey.mutateAsync();
      onDone(true);
    } catch {
      // Said by the alert above the button (withPasskey.error).
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!value.trim()) return setFieldError(mode === 'password' ? t('stepUp.emptyPassword') : t('stepUp.empty'));
    setFieldError(undefined);
    try {
      await stepUp.mutateAsync(
        mode === 'password' ? { method: 'password', password: value } : { method: 'code', code: value.trim() },
      );
      onDone(true);
    } catch (error) {
      const field = error instanceof ApiError ? error.body.errors[0] : undefined;
      if (field) {
        setFieldError(errorText(field.code));
        setValue('');
        input.current?.focus();
      }
    }
  };
  const lead = offersPasskey
    ? { code: t('stepUp.leadPasskey'), recovery: t('stepUp.leadPasskeyOnly'), password: t('stepUp.leadPassword') }
    : { code: t('stepUp.lead'), recovery: t('stepUp.leadRecovery'), password: t('stepUp.leadPassword') };
  const label = {
    code: t('stepUp.codeLabel'),
    recovery: t('stepUp.recoveryLabel'),
    password: t('stepUp.passwordLabel'),
  };
  const failed = stepUp.error && !fieldError;
  const busy = stepUp.isPending || withPasskey.isPending;

  return (
    <Dialog open onClose={() => onDone(false)} title={t('stepUp.title')} description={lead[mode]} initialFocus={first}>
      <form className="form-stack" onSubmit={(event) => void submit(event)} noValidate>
        {failed && <Alert tone="error">{apiErrorText(stepUp.error)}</Alert>}
        {offersPasskey && (
          <>
            {withPasskey.error && <PasskeyProblem error={withPasskey.error} />}
            <button
              ref={passkeyButton}
              type="button"
              className="button button--primary button--block"
              onClick={() => void renewWithPasskey()}
              disabled={busy}
            >
              {withPasskey.isPending && <Spinner />}
              {withPasskey.isPending ? t('stepUp.passkeyWaiting') : t('stepUp.usePasskey')}
            </button>
            <p className="or-divider">
              <span>{t('stepUp.or')}</span>
            </p>
          </>
        )}
        <fieldset className="form-stack plain-fieldset" disabled={busy}>
          <TextField
            ref={input}
            key={mode}
            label={label[mode]}
            name={mode === 'password' ? 'password' : 'code'}
            type={mode === 'password' ? 'password' : 'text'}
            autoComplete={mode === 'password' ? 'current-password' : mode === 'code' ? 'one-time-code' : 'off'}
            inputMode={mode === 'code' ? 'numeric' : 'text'}
            autoCapitalize="none"
            spellCheck={false}
            maxLength={mode === 'password' ? 200 : 40}
            value={value}
            error={fieldError}
            onChange={(event) => setValue(event.target.value)}
          />
          {/* One primary action: the passkey's, when it is offered. */}
          <button
            type="submit"
            className={`button ${offersPasskey ? 'button--ghost' : 'button--primary'} button--block`}
          >
            {stepUp.isPending && <Spinner />}
            {stepUp.isPending ? t('stepUp.submitting') : t('stepUp.submit')}
          </button>
        </fieldset>
        {mode !== 'password' && !factors.passkeyOnly && (
          <button
            type="button"
            className="button button--ghost button--block"
            onClick={() => {
              setMode(mode === 'code' ? 'recovery' : 'code');
              setValue('');
              setFieldError(undefined);
            }}
          >
            {mode === 'code' ? t('stepUp.useRecovery') : t('stepUp.useApp')}
          </button>
        )}
        <button type="button" className="button button--ghost button--block" onClick={() => onDone(false)}>
          {t('stepUp.cancel')}
        </button>
      </form>
    </Dialog>
  );
}

/** Why the passkey did not renew: a cancelled picker is said calmly (a status), the rest as errors. */
function PasskeyProblem({ error }: { error: Error }) {
  const { t } = useTranslation('factors');
  if (error instanceof ApiError) return <Alert tone="error">{apiErrorText(error)}</Alert>;
  const problem = error instanceof PasskeyBrowserError ? error.problem : 'failed';
  if (problem === 'cancelled') return <Alert tone="info">{t('stepUp.passkeyProblem.cancelled')}</Alert>;
  return (
    <Alert tone="error">
      {t(problem === 'unsupported' ? 'stepUp.passkeyProblem.unsupported' : 'stepUp.passkeyProblem.failed')}
    </Alert>
  );
}
