import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { useNotices } from './list-notices.ts';

// The dialog and its texts load only for someone with a notice waiting: most pages never need them.
const NoticeDialog = lazy(() => import('./notice-dialog.tsx').then((module) => ({ default: module.NoticeDialog })));

/** The moderators' notices to me, asked again on every page: one given while I browse shows next. */
export function PendingNotices() {
  const notices = useNotices();
  const { pathname } = useLocation();
  const { refetch } = notices;
  useEffect(() => {
    void refetch();
  }, [pathname, refetch]);
  const notice = notices.data?.rows[0];
  if (!notice) return null;
  return (
    <Suspense fallback={null}>
      <NoticeDialog notice={notice} />
    </Suspense>
  );
}
