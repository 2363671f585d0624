import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '@/lib/session-context.ts';
import { paths } from '@/lib/paths.ts';

/** The history state of the arrival at the notice straight from the cancellation. */
interface Leaving {
  endSession: true;
}

/**
 * After cancelling the account (its sessions are already revoked on the server): go to the notice with
 * the deletion date, which ends the session here once it is shown. Ending it on the settings page instead
 * would send the person to /login (its guard) before the router, which renders navigations in a
 * transition, had shown the notice.
 */
export function useLeaveCancelled(): (deletionDate: string) => Promise<void> {
  const navigate = useNavigate();
  return useCallback(
    async (deletionDate: string) => {
      const state: Leaving = { endSession: true };
      await navigate(paths.accountCancelledOn(deletionDate), { replace: true, state });
    },
    [navigate],
  );
}

/**
 * On the notice: ends the session when the page was reached from the cancellation, once — the history
 * entry forgets it, so coming back to it later never ends a new session.
 */
export function useEndCancelledSession(): void {
  const { logOut } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const isLeaving = (location.state as Partial<Leaving> | null)?.endSession === true;
  useEffect(() => {
    if (!isLeaving) return;
    void logOut();
    void navigate({ search: location.search }, { replace: true, state: null });
  }, [isLeaving, logOut, navigate, location.search]);
}
