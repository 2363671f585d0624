import { lazy } from 'react';
import { OnceOpened } from '@/components/ui/once-opened.tsx';
import { ensurePageTexts } from '@/i18n/i18n.ts';
import type { ReportDialogProps } from './report-dialog.tsx';

// Its categories live in the moderation namespace, which only some pages load (i18n.ts's pageTexts).
const ReportDialog = lazy(() =>
  Promise.all([import('./report-dialog.tsx'), ensurePageTexts('moderation')]).then(([module]) => ({
    default: module.ReportDialog,
  })),
);

/**
 * The report dialog, fetched with its texts on the first open: posts, comments and messages carry a
 * report entry each, and their pages (the feed above all) should not carry the form.
 */
export function LazyReportDialog(props: ReportDialogProps) {
  return (
    <OnceOpened open={props.open}>
      <ReportDialog {...props} />
    </OnceOpened>
  );
}
