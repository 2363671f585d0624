import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadPasswordScorer, type ScorePassword, type StrengthScore } from '@/lib/password-strength.ts';
import './password-strength.css';

/**
 * How hard a new password is to guess, as a bar and a text label (announced politely as it changes).
 * The scorer loads on the first password typed — the field calls `loadPasswordScorer` on focus to start
 * sooner —, so no page carries it before someone types a password. `userInputs` are the person's own
 * words (name, address), which make a password weaker.
 */
export function PasswordStrength({
  password,
  userInputs = [],
  id,
}: {
  password: string;
  userInputs?: readonly string[];
  id?: string;
}) {
  const { t } = useTranslation('ui');
  const [score, setScore] = useState<ScorePassword | null>(null);

  useEffect(() => {
    if (!password || score) return;
    let cancelled = false;
    loadPasswordScorer()
      .then((scorer) => {
        if (!cancelled) setScore(() => scorer);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [password, score]);

  const value: StrengthScore | null = password && score ? score(password, userInputs.filter(Boolean)) : null;
  return (
    <div className="password-strength" id={id}>
      <meter
        className="password-strength__bar"
        min={0}
        max={4}
        low={2}
        high={3}
        optimum={4}
        value={value ?? 0}
        data-score={value ?? undefined}
        aria-hidden="true"
      />
      <p className="password-strength__text" aria-live="polite">
        {value === null ? '' : `${t('strength.label')}: ${t(`strength.${value}`)}`}
      </p>
    </div>
  );
}
