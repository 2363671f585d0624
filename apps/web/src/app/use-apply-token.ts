import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '@/lib/session-context.ts';
import { paths } from '@/lib/paths.ts';

/**
 * After a save that answers a new token: store it and reload the user (spec §4); if the refreshed
 * user comes back empty, the token is deleted and the app goes to /.
 */
export function useApplyToken(): (token: string) => Promise<void> {
  const session = useSession();
  const navigate = useNavigate();
  return useCallback(
    async (token: string) => {
      const self = await session.refresh(token);
      if (!self) {
        void session.logOut();
        void navigate(paths.landing, { replace: true });
      }
    },
    [session, navigate],
  );
}
