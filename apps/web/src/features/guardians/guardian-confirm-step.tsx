import { useEffect, useId, useRef } from 'react';
import { Spinner } from '@/components/ui/alert.tsx';
import { useGuardianTranslation } from './guardian-texts.ts';

/**
 * The guardian's second step before withdrawing the consent or ending the account: what will happen,
 * then "yes" or back. It takes the focus when it opens, so its question is read first.
 */
export function GuardianConfirmStep({
  wording,
  name,
  busy,
  onConfirm,
  onBack,
}: {
  /** Which question: withdrawing a consent, refusing one not given yet, or ending the account. */
  wording: 'withdraw' | 'refuse' | 'close';
  name: string;
  busy: boolean;
  onConfirm: () => void;
  onBack: () => void;
}) {
  const { t } = useGuardianTranslation();
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [wording]);
  return (
    <section className="guardian-confirm" aria-labelledby={titleId}>
      <h2 id={titleId} className="guardian-confirm__title" tabIndex={-1} ref={heading}>
        {t(`page.${wording}Title`, { name })}
      </h2>
      <p>{t(`page.${wording}Body`, { name })}</p>
      <div className="guardian-page__actions">
        <button type="button" className="button button--danger" disabled={busy} onClick={onConfirm}>
          {busy && <Spinner />}
          {busy ? t('page.working') : t(`page.${wording}Yes`)}
        </button>
        <button type="button" className="button button--ghost" disabled={busy} onClick={onBack}>
          {t('page.back')}
        </button>
      </div>
    </section>
  );
}
