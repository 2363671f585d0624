import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { SelfResponse } from '@vitrina/contract/users';
import { configureApiClient } from '@/lib/api-client.ts';
import { clearToken, readToken, writeToken } from '@/lib/token-store.ts';
import { setLanguage } from '@/i18n/i18n.ts';
import { getSelf } from './get-self.ts';
import { sessionKeys } from './session-keys.ts';
import { SessionContext, type Session, type SessionState } from '@/lib/session-context.ts';
import { paths } from '@/lib/paths.ts';

/**
 * Session rules of spec §4: without a token the user is logged out; with one, the current user is
 * loaded, and an empty or failed answer deletes the token, clears the user and goes to /. Any 401 logs out.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [token, setToken] = useState(readToken);

  const self = useQuery({
    queryKey: sessionKeys.self(token),
    queryFn: ({ signal }) => getSelf(signal),
    enabled: Boolean(token),
    staleTime: Infinity,
    retry: false,
  });

  const logOut = useCallback(() => {
    clearToken();
    queryClient.clear();
    setToken(null);
  }, [queryClient]);

  useEffect(() => configureApiClient({ onUnauthorized: logOut }), [logOut]);

  const failed = Boolean(token) && (self.isError || (self.isSuccess && !self.data?.user));
  useEffect(() => {
    if (!failed) return;
    clearToken();
    void navigate(paths.landing, { replace: true });
  }, [failed, navigate]);

  const state = useMemo<SessionState>(() => {
    if (!token || failed) return { status: 'guest' };
    return self.data?.user ? { status: 'user', self: self.data } : { status: 'loading' };
  }, [token, failed, self.data]);

  const fetchSelf = useCallback(
    async (next: string): Promise<SelfResponse | null> => {
      try {
        const data = await queryClient.fetchQuery({
          queryKey: sessionKeys.self(next),
          queryFn: ({ signal }) => getSelf(signal),
          staleTime: 0,
        });
        setToken(next);
        return data?.user ? data : null;
      } catch {
        return null;
      }
    },
    [queryClient],
  );

  const session = useMemo<Session>(
    () => ({
      state,
      async logIn(next, options) {
        writeToken(next, options?.remember ?? false);
        const data = await fetchSelf(next);
        if (!data) logOut();
        else await setLanguage(data.user.langCode);
        return data;
      },
      async refresh(next) {
        if (next) writeToken(next);
        const current = next ?? readToken();
        if (!current) return null;
        return fetchSelf(current);
      },
      logOut,
    }),
    [state, fetchSelf, logOut],
  );

  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
