import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BlockDialog } from './block-dialog.tsx';
import { ReportDialog } from './report-dialog.tsx';

/**
 * Block and report for a message request (decision 0016): the profile's own dialogs, the report starting from
 * a description that names the likely scam (an agency asking for money), which the reporter may change.
 */
export function RequestSafetyActions({
  userId,
  name,
  onBlocked,
}: {
  userId: number;
  name: string;
  onBlocked: () => void;
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
      <ReportDialog
        open={open === 'report'}
        onClose={() => setOpen(null)}
        userId={userId}
        name={name}
        initialText={t('report.scamText')}
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
