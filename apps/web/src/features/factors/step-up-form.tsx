import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Spinner } from '@/components/ui/alert.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { TextField } from '@/components/ui/field.tsx';
import { apiErrorText, errorText } from '@/i18n/error-text.ts';
import { ApiError } from '@/lib/api-client.ts';
import { useStepUp } from './step-up.ts';

type Mode = 'code' | 'recovery' | 'password';

/** The step-up dialog's form: a code, a recovery code or (without a factor) the password (decision 0052). */
export function StepUpForm({ hasFactor, onDone }: { hasFactor: boolean; onDone: (renewed: boolean) => void }) {
  const { t } = useTranslation('factors');
  const stepUp = useStepUp();
  const [mode, setMode] = useState<Mode>(hasFactor ? 'code' : 'password');
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), [mode]);

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
  const lead = { code: t('stepUp.lead'), recovery: t('stepUp.leadRecovery'), password: t('stepUp.leadPassword') };
  const label = {
    code: t('stepUp.codeLabel'),
    recovery: t('stepUp.recoveryLabel'),
    password: t('stepUp.passwordLabel'),
  };
  const failed = stepUp.error && !fieldError;

  return (
    <Dialog open onClose={() => onDone(false)} title={t('stepUp.title')} description={lead[mode]} initialFocus={input}>
      <form className="form-stack" onSubmit={(event) => void submit(event)} noValidate>
        {failed && <Alert tone="error">{apiErrorText(stepUp.error)}</Alert>}
        <fieldset className="form-stack plain-fieldset" disabled={stepUp.isPending}>
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
          <button type="submit" className="button button--primary button--block">
            {stepUp.isPending && <Spinner />}
            {stepUp.isPending ? t('stepUp.submitting') : t('stepUp.submit')}
          </button>
        </fieldset>
        {mode !== 'password' && (
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
