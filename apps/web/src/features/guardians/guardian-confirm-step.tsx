import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/alert.tsx';
import type { GuardedAction } from './guardians-api.ts';

/**
 * The guardian's second step before withdrawing the consent or ending the account (issue 60): what will happen,
 * then "yes" or back. It takes the focus when it opens, so its question is read first.
 */
export function GuardianConfirmStep({
  action,
  name,
  busy,
  onConfirm,
  onBack,
}: {
  action: GuardedAction;
  name: string;
  busy: boolean;
  onConfirm: () => void;
  onBack: () => void;
}) {
  const { t } = useTranslation('guardian');
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [action]);
  return (
    <section className="guardian-confirm" aria-labelledby={titleId}>
      <h2 id={titleId} className="guardian-confirm__title" tabIndex={-1} ref={heading}>
        {t(`page.${action}Title`, { name })}
      </h2>
      <p>{t(`page.${action}Body`, { name })}</p>
      <div className="guardian-page__actions">
        <button type="button" className="button button--danger" disabled={busy} onClick={onConfirm}>
          {busy && <Spinner />}
          {busy ? t('page.working') : t(`page.${action}Yes`)}
        </button>
        <button type="button" className="button button--ghost" disabled={busy} onClick={onBack}>
          {t('page.back')}
        </button>
      </div>
    </section>
  );
}
