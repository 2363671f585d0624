import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { SelfResponse } from '@vitrina/contract/users';
import { configureApiClient } from '@/lib/api-client.ts';
import { clearToken, readToken, writeToken } from '@/lib/token-store.ts';
import { setLanguage } from '@/i18n/i18n.ts';
import { getSelf, selfQueryKey } from './get-self.ts';
import { SessionContext, type Session, type SessionState } from './session-context.ts';

/**
 * Session rules of spec §4: at start-up, no token means logged out; with one, the current user is
 * loaded, and an empty answer clears the session. Any 401 logs out.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [state, setState] = useState<SessionState>(() => (readToken() ? { status: 'loading' } : { status: 'guest' }));

  const logOut = useCallback(() => {
    clearToken();
    queryClient.clear();
    setState({ status: 'guest' });
  }, [queryClient]);

  const load = useCallback(async (): Promise<SelfResponse | null> => {
    try {
      const self = await getSelf();
      if (!self?.user) throw new Error('empty user');
      queryClient.setQueryData(selfQueryKey, self);
      setState({ status: 'user', self });
      return self;
    } catch {
      // Spec §4: an empty or failed current user deletes the token, clears the user and goes to /.
      logOut();
      void navigate('/', { replace: true });
      return null;
    }
  }, [logOut, navigate, queryClient]);

  useEffect(() => {
    configureApiClient({ onUnauthorized: logOut });
    if (readToken()) void load();
  }, [load, logOut]);

  const session = useMemo<Session>(
    () => ({
      state,
      async logIn(token, options) {
        writeToken(token, options?.remember ?? false);
        const self = await load();
        if (self) await setLanguage(self.user.langCode);
        return self;
      },
      async refresh(token) {
        if (token) writeToken(token);
        return load();
      },
      logOut,
    }),
    [state, load, logOut],
  );

  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
