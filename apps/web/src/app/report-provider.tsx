import { useCallback, useState, type ReactNode } from 'react';
import { LazyReportDialog } from '@/features/profiles/lazy-report-dialog.tsx';
import { ReportContext, type ReportRequest } from '@/lib/report-context.ts';

/**
 * Lets the posts and messages features open the report dialog on what they show without importing
 * it: one dialog for the logged-in pages, its code fetched on the first report.
 */
export function ReportProvider({ enabled, children }: { enabled: boolean; children: ReactNode }) {
  const [shown, setShown] = useState<{ request: ReportRequest; open: boolean } | null>(null);
  const openReport = useCallback((request: ReportRequest) => setShown({ request, open: true }), []);
  return (
    <ReportContext.Provider value={enabled ? openReport : null}>
      {children}
      {shown && (
        <LazyReportDialog {...shown.request} open={shown.open} onClose={() => setShown({ ...shown, open: false })} />
      )}
    </ReportContext.Provider>
  );
}
