import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Spinner } from '@/components/ui/alert.tsx';
import { TextField } from '@/components/ui/field.tsx';
import { apiErrorText, errorText } from '@/i18n/error-text.ts';
import { ApiError } from '@/lib/api-client.ts';

/**
 * A change asked with a code (turning the app on, off, new recovery codes): a wrong code is the field's error,
 * anything else (429, no connection) an alert above it.
 */
export function CodeActionForm({
  label,
  lead,
  submitLabel,
  action,
  onCancel,
  danger = false,
}: {
  label: string;
  lead?: string;
  submitLabel: string;
  action: (code: string) => Promise<unknown>;
  onCancel?: () => void;
  danger?: boolean;
}) {
  const { t } = useTranslation('settings');
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    if (!code.trim()) return setFieldError(t('security.empty'));
    setFieldError(undefined);
    setBusy(true);
    try {
      await action(code.trim());
      setCode('');
    } catch (error) {
      const wrong = error instanceof ApiError && error.body.errors.find((e) => e.field === 'code');
      if (wrong) setFieldError(errorText(wrong.code));
      else setFailure(apiErrorText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="settings-form" onSubmit={(event) => void submit(event)} noValidate aria-busy={busy}>
      {lead && <p className="settings-section__lead">{lead}</p>}
      {failure && <Alert tone="error">{failure}</Alert>}
      <fieldset className="form-stack plain-fieldset" disabled={busy}>
        <legend className="visually-hidden">{submitLabel}</legend>
        <TextField
          label={label}
          name="code"
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={40}
          value={code}
          error={fieldError}
          onChange={(event) => setCode(event.target.value)}
        />
        <div className="form-actions">
          <button type="submit" className={`button ${danger ? 'button--danger' : 'button--primary'}`}>
            {busy && <Spinner />}
            {busy ? t('security.working') : submitLabel}
          </button>
          {onCancel && (
            <button type="button" className="button button--ghost" onClick={onCancel}>
              {t('security.cancel')}
            </button>
          )}
        </div>
      </fieldset>
    </form>
  );
}
