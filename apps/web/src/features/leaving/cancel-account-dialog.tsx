import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LEGAL } from '@vitrina/contract/constants';
import { Alert, Spinner } from '@/components/ui/alert.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { PasswordField } from '@/components/ui/field.tsx';
import { apiErrorText, errorText } from '@/i18n/error-text.ts';
import { useLang } from '@/i18n/use-lang.ts';
import { ApiError } from '@/lib/api-client.ts';
import { formatLongDate } from '@/lib/format-date.ts';
import { paths } from '@/lib/paths.ts';
import { useNow } from '@/lib/use-now.ts';
import { useCancelAccount } from './cancel-account.ts';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * The confirmation of cancelling (mounted while open, so it starts empty): restates the consequence with
 * the date it would be deleted on, asks for the current password, and confirms with the destructive
 * button. An account without a password (a Facebook sign-up) is told to choose one first.
 */
export function CancelAccountDialog({
  hasPassword,
  onClose,
  onCancelled,
}: {
  hasPassword: boolean;
  onClose: () => void;
  onCancelled: (deletionDate: string) => Promise<void>;
}) {
  const { t } = useTranslation('settings');
  const lang = useLang();
  const now = useNow();
  const cancel = useCancelAccount();
  const field = useRef<HTMLInputElement>(null);
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [leaving, setLeaving] = useState(false);
  const busy = cancel.isPending || leaving;
  const needsPassword = !hasPassword || (cancel.error instanceof ApiError && cancel.error.code === 'password_required');
  // The server counts the grace period from its own clock; this is the date as of now, to decide on.
  const deletionDate = formatLongDate(new Date(now + LEGAL.deletionWeeksAfterCancel * WEEK_MS), lang);

  const refuse = (message: string) => {
    setFieldError(message);
    field.current?.focus();
  };

  const submit = async () => {
    if (!password) return refuse(errorText('contrasena'));
    setFieldError(undefined);
    try {
      const { deletionDate: date } = await cancel.mutateAsync({ password });
      setLeaving(true);
      await onCancelled(date);
    } catch (error) {
      const wrong = error instanceof ApiError ? error.body.errors.find((entry) => entry.field === 'password') : null;
      if (wrong) refuse(errorText(wrong.code, wrong.message));
    }
  };

  const failure =
    cancel.error && !needsPassword && !(cancel.error instanceof ApiError && cancel.error.code === 'validation')
      ? apiErrorText(cancel.error)
      : null;

  return (
    <Dialog
      open
      onClose={busy ? () => undefined : onClose}
      title={t('cancel.dialogTitle')}
      description={<p>{t('cancel.dialogLead', { date: deletionDate })}</p>}
      initialFocus={needsPassword ? undefined : field}
    >
      {needsPassword ? (
        <>
          <Alert tone="info">
            <p>
              {errorText('password_required')} <Link to={paths.userPassword}>{t('cancel.choosePassword')}</Link>
            </p>
          </Alert>
          <div className="dialog__actions">
            <button type="button" className="button button--ghost" onClick={onClose}>
              {t('cancel.close')}
            </button>
          </div>
        </>
      ) : (
        <form
          className="form-stack"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!busy) void submit();
          }}
        >
          <PasswordField
            ref={field}
            label={t('cancel.password')}
            hint={t('cancel.passwordHint')}
            autoComplete="current-password"
            value={password}
            readOnly={busy}
            error={fieldError}
            onChange={(event) => setPassword(event.target.value)}
          />
          {failure && <Alert tone="error">{failure}</Alert>}
          <div className="dialog__actions">
            <button type="button" className="button button--ghost" onClick={onClose} disabled={busy}>
              {t('cancel.keep')}
            </button>
            <button type="submit" className="button button--danger" disabled={busy}>
              {busy && <Spinner />}
              {busy ? t('cancel.confirming') : t('cancel.confirm')}
            </button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
