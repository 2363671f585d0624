import { useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isEmailAddress, normalizeEmail } from '@vitrina/contract/email-rules';
import { Alert, Spinner } from '@/components/ui/alert.tsx';
import { CheckIcon } from '@/components/ui/icons.tsx';
import { paths } from '@/lib/paths.ts';
import { useEmailExists } from './email-exists.ts';

/** The answer of the e-mail-exists check for one address (null: no answer). */
export type CheckResult = { email: string; exists: boolean } | null;

/**
 * The availability check of the registration's e-mail: one at a time, on blur, its answer kept for the
 * address it was about. `running` is the check in progress, so a submission can wait for it.
 */
export function useEmailCheck() {
  const emailExists = useEmailExists();
  const [checked, setChecked] = useState<CheckResult>(null);
  const running = useRef<Promise<CheckResult> | null>(null);

  const check = async (value: string) => {
    if (!isEmailAddress(value) || checked?.email === value || running.current) return;
    const run = emailExists
      .mutateAsync(value)
      .then(({ exists }) => ({ email: value, exists }))
      .catch(() => null);
    running.current = run;
    const result = await run;
    running.current = null;
    setChecked(result);
  };
  const answered = (email: string | undefined, exists: boolean) =>
    checked !== null && checked.exists === exists && checked.email === normalizeEmail(email ?? '');

  return {
    checked,
    setChecked,
    running,
    check,
    checking: emailExists.isPending,
    isTaken: (email: string | undefined) => answered(email, true),
    isFree: (email: string | undefined) => answered(email, false),
  };
}

/** "That address has an account": with links to log in and to recover the password. */
export function EmailTaken() {
  const { t } = useTranslation('auth');
  return (
    <Trans
      t={t}
      i18nKey="register.emailTaken"
      components={{ login: <Link to={paths.login} />, forgot: <Link to={paths.forgot} /> }}
    />
  );
}

/** What the check says under the address: checking, taken, or free. */
export function EmailCheckStatus({ checking, taken, free }: { checking: boolean; taken: boolean; free: boolean }) {
  const { t } = useTranslation('auth');
  return (
    <div className="register-form__email-status" aria-live="polite">
      {checking && (
        <p className="email-check email-check--busy">
          <Spinner /> {t('register.checkingEmail')}
        </p>
      )}
      {!checking && taken && (
        <Alert tone="warning">
          <EmailTaken />
        </Alert>
      )}
      {!checking && free && (
        <p className="email-check email-check--ok">
          <CheckIcon size={16} /> {t('register.emailFree')}
        </p>
      )}
    </div>
  );
}
