import { useTranslation } from 'react-i18next';
import type { ApplicationStatus, CloseReason } from '@vitrina/contract/opportunity-limits';
import { closeReasonLabels, labelIn, statusLabels } from '@vitrina/contract/opportunity-labels';
import { useLang } from '@/i18n/use-lang.ts';

/** The status she sees, as a badge in words (never colour alone); "not selected" says why the call ended. */
export function StatusBadge({ status, closeReason }: { status: ApplicationStatus; closeReason: CloseReason | null }) {
  const { t } = useTranslation('applying');
  const lang = useLang();
  return (
    <span className="application-status-wrap">
      <span className={`application-status application-status--${status}`}>{labelIn(statusLabels, status, lang)}</span>
      {status === 'not_selected' && closeReason && (
        <span className="application-status__reason">
          {t('status.reason', { reason: labelIn(closeReasonLabels, closeReason, lang) })}
        </span>
      )}
    </span>
  );
}
