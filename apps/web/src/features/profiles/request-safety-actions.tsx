import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BlockDialog } from './block-dialog.tsx';
import { LazyReportDialog } from './lazy-report-dialog.tsx';
import type { AttachCandidate } from './report-dialog.tsx';

/**
 * Block and report for a message request (decision 0007): the profile's own dialogs, the report starting from
 * a description that names the likely scam (an agency asking for money), which the reporter may change, and
 * the request's messages offered as evidence (read when the dialog opens).
 */
export function RequestSafetyActions({
  userId,
  name,
  onBlocked,
  candidates,
}: {
  userId: number;
  name: string;
  onBlocked: () => void;
  candidates?: () => AttachCandidate[];
}) {
  const { t } = useTranslation('graph');
  const [open, setOpen] = useState<'report' | 'block' | null>(null);
  return (
    <>
      <button type="button" className="button button--ghost" onClick={() => setOpen('report')}>
        {t('actions.report')}
      </button>
      <button type="button" className="button button--ghost" onClick={() => setOpen('block')}>
        {t('actions.block')}
      </button>
      <LazyReportDialog
        open={open === 'report'}
        onClose={() => setOpen(null)}
        target={{ kind: 'profile', id: userId }}
        name={name}
        initialCategory="scam"
        initialText={t('report.scamText')}
        candidates={open === 'report' ? candidates?.() : undefined}
      />
      <BlockDialog
        open={open === 'block'}
        onClose={() => setOpen(null)}
        userId={userId}
        name={name}
        onBlocked={() => {
          setOpen(null);
          onBlocked();
        }}
      />
    </>
  );
}
