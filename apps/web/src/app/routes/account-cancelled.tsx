import { Navigate, useSearchParams } from 'react-router';
import { FormPage } from '@/components/ui/form-page.tsx';
import { AccountCancelled } from '@/features/auth/account-cancelled.tsx';
import { parseIsoDate } from '@/lib/format-date.ts';
import { paths } from '@/lib/paths.ts';
import { useEndCancelledSession } from '../use-leave-cancelled.ts';

/**
 * /cuenta-cancelada?fecha=<ISO>: where cancelling the account leads; outside the guards, since the session
 * ends here as the page opens.
 */
export default function AccountCancelledPage() {
  const [params] = useSearchParams();
  useEndCancelledSession();
  const deletionDate = parseIsoDate(params.get('fecha'));
  if (!deletionDate) return <Navigate to={paths.landing} replace />;
  return (
    <FormPage>
      <AccountCancelled deletionDate={deletionDate} />
    </FormPage>
  );
}
