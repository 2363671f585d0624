import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { invitationProblems } from '@vitrina/contract/account-rules';
import { WIZARD_INVITES } from '@vitrina/contract/constants';
import { Alert } from '@/components/ui/alert.tsx';
import { TextField } from '@/components/ui/field.tsx';
import { MailIcon } from '@/components/ui/icons.tsx';
import './onboarding.css';

/**
 * Step 5: four e-mail fields to invite contacts. Empty ones are skipped; if any other is not an
 * e-mail, the spec's alert is shown and nothing is sent.
 */
export function ShareInvites({
  onFinish,
  busy,
  backButton,
}: {
  onFinish: (addresses: string[]) => void;
  busy: boolean;
  backButton?: ReactNode;
}) {
  const { t } = useTranslation('onboarding');
  const [addresses, setAddresses] = useState<string[]>(() => Array.from({ length: WIZARD_INVITES }, () => ''));
  const [bad, setBad] = useState<number[] | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems = invitationProblems(addresses);
    if (problems.length > 0) {
      setBad(problems.map((problem) => Number(problem.field.split('.')[1])));
      return;
    }
    setBad(null);
    onFinish(addresses.map((address) => address.trim()).filter(Boolean));
  };

  return (
    <form className="wizard-form" onSubmit={submit} noValidate>
      {bad && <Alert tone="error">{t('share.alert')}</Alert>}
      <fieldset className="invite-grid plain-fieldset" disabled={busy}>
        <legend className="visually-hidden">{t('share.legend')}</legend>
        {addresses.map((address, index) => (
          <TextField
            key={index}
            label={t('share.field', { number: index + 1 })}
            type="email"
            inputMode="email"
            autoComplete="off"
            adornment={<MailIcon size={18} />}
            placeholder={t('share.placeholder')}
            value={address}
            aria-invalid={bad?.includes(index) || undefined}
            onChange={(event) => {
              const next = [...addresses];
              next[index] = event.target.value;
              setAddresses(next);
            }}
          />
        ))}
      </fieldset>
      <div className="wizard-actions">
        {backButton}
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? t('share.finishing') : t('share.finish')}
        </button>
      </div>
    </form>
  );
}
