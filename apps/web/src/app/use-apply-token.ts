import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '@/features/session/session-context.ts';

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
        session.logOut();
        void navigate('/', { replace: true });
      }
    },
    [session, navigate],
  );
}
