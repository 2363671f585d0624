import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert.tsx';
import { EmailTaken } from './email-check.tsx';

/**
 * The registration's failed rules under one heading, the taken address at `takenAt` (where the e-mail comes in the
 * form), and a failure that is no rule; it takes the focus after a submission, so it is read out first.
 */
export function RegisterRulesList({
  id,
  rules,
  takenAt,
  showTaken,
  failure,
}: {
  id: string;
  rules: string[];
  takenAt: number;
  showTaken: boolean;
  failure: string | null;
}) {
  const { t } = useTranslation('auth');
  return (
    <div id={id} tabIndex={-1} className="register-form__rules">
      {(rules.length > 0 || showTaken) && (
        <Alert tone="error" title={t('register.rulesHeading')}>
          <ul>
            {rules.slice(0, takenAt).map((text) => (
              <li key={text}>{text}</li>
            ))}
            {showTaken && (
              <li>
                <EmailTaken />
              </li>
            )}
            {rules.slice(takenAt).map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </Alert>
      )}
      {failure && <Alert tone="error">{failure}</Alert>}
    </div>
  );
}
