import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ageOn, parseBirthdate } from '@vitrina/contract/account-rules';
import { messagePolicies, type MessagePolicy } from '@vitrina/contract/message-requests';
import { ADULT_AGE } from '@vitrina/contract/trust-limits';
import { SaveFeedback, useSaveState } from './save-feedback.tsx';
import { useUpdateMessagePolicy } from './update-message-policy.ts';
import './settings.css';

/** Under 18 by a `YYYY-MM-DD` birth date: agencies reach such an account only through requests. */
export function isMinorOn(birthdate: string | null, today: Date): boolean {
  const birth = birthdate ? parseBirthdate(birthdate) : null;
  return birth !== null && ageOn(birth, today) < ADULT_AGE;
}

/**
 * Who may message me (decision 0007): everyone (people I do not follow through requests), only people I
 * follow, or those and verified agencies. Saves at once; a failure puts the choice back.
 */
export function MessagePolicySettings({
  current,
  isMinor = false,
  onSaved,
}: {
  current: MessagePolicy;
  /** A minor is not offered verified agencies straight into the inbox: their messages always arrive as requests. */
  isMinor?: boolean;
  onSaved: () => Promise<unknown>;
}) {
  const { t } = useTranslation('settings');
  const name = useId();
  const update = useUpdateMessagePolicy();
  const save = useSaveState();
  const [policy, setPolicy] = useState<MessagePolicy>(current);

  const choose = async (next: MessagePolicy) => {
    const before = policy;
    save.reset();
    setPolicy(next);
    try {
      await update.mutateAsync(next);
      await onSaved();
      save.succeed();
    } catch (error) {
      setPolicy(before);
      save.fail(error);
    }
  };

  return (
    <div className="settings-form">
      <fieldset className="policy-options">
        <legend className="visually-hidden">{t('messagePolicy.title')}</legend>
        {messagePolicies
          .filter((option) => !isMinor || option !== 'following_and_verified')
          .map((option) => (
            <label key={option} className="policy-option">
              <input
                type="radio"
                name={name}
                value={option}
                checked={policy === option}
                disabled={update.isPending}
                onChange={() => void choose(option)}
              />
              <span className="policy-option__text">
                <span className="policy-option__label">{t(`messagePolicy.${option}.label`)}</span>
                <span className="policy-option__description">{t(`messagePolicy.${option}.description`)}</span>
              </span>
            </label>
          ))}
      </fieldset>
      {isMinor && <p className="settings-form__hint">{t('messagePolicy.minor')}</p>}
      <SaveFeedback state={save.state} />
    </div>
  );
}
