import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { SelfResponse } from '@vitrina/contract/users';
import { configureApiClient } from '@/lib/api-client.ts';
import { sessionEnded } from '@/lib/session-end.ts';
import { clearToken, readToken, writeToken } from '@/lib/token-store.ts';
import { setLanguage } from '@/i18n/i18n.ts';
import { getSelf } from './get-self.ts';
import { logOutOnServer } from './log-out.ts';
import { SessionUnavailable } from './session-unavailable.tsx';
import { endsSession, useSelfCheck } from './use-self-check.ts';
import { SessionContext, type Session, type SessionState } from '@/lib/session-context.ts';
import { paths } from '@/lib/paths.ts';

/**
 * Session rules of spec §4: without a token the user is logged out; with one, the current user is loaded,
 * and an empty answer deletes the token, clears the user and goes to /. Any 401 logs out. A check the
 * server did not answer (it restarted, the phone lost its connection) ends nothing: the session
 * is kept, a retry state is shown instead of the page, and the check is repeated until it answers.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const [token, setToken] = useState(readToken);
  const self = useSelfCheck(token);
  const { store, forget: forgetUsers } = self;

  // Forgets the session here: the token, every cached answer, the user.
  const forget = useCallback(() => {
    clearToken();
    forgetUsers();
    sessionEnded();
    setToken(null);
  }, [forgetUsers]);

  const logOut = useCallback(
    async ({ everywhere = false }: { everywhere?: boolean } = {}) => {
      if (everywhere) {
        // Every other device depends on this call: if it fails, nothing ends and the caller says so.
        await logOutOnServer({ everywhere: true });
        forget();
        return;
      }
      if (readToken()) {
        // The server ends this session (its token stops working, its sockets close); if it cannot be
        // reached, the session still ends here and its token runs out on its own.
        void logOutOnServer().catch(() => undefined);
      }
      forget();
    },
    [forget],
  );

  // A 401 means the server has already ended the session: it is only forgotten here.
  useEffect(() => configureApiClient({ onUnauthorized: forget }), [forget]);

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

  /** The user of a token: null when there is none (an empty answer, a 401); undefined when the server did not answer. */
  const loadSelf = useCallback(
    async (next: string): Promise<SelfResponse | null | undefined> => {
      try {
        const data = await getSelf();
        store(next, data);
        setToken(next);
        return data?.user ? data : null;
      } catch (error) {
        if (endsSession(error)) return null;
        // The token is kept: the provider's own check takes over, with the retry state.
        setToken(next);
        return undefined;
      }
    },
    [store],
  );

  const current = self.data?.user ? self.data : null;
  const session = useMemo<Session>(
    () => ({
      state,
      async logIn(next, options) {
        writeToken(next, options?.remember ?? false);
        const data = await loadSelf(next);
        if (data) await setLanguage(data.user.langCode);
        else if (data === null) forget();
        return data ?? null;
      },
      async refresh(next) {
        if (next) writeToken(next);
        const token = next ?? readToken();
        if (!token) return null;
        const data = await loadSelf(token);
        // Unanswered: the user as last known stands (the check goes on), rather than ending the session.
        return data === undefined ? current : data;
      },
      logOut,
    }),
    [state, loadSelf, logOut, forget, current],
  );

  // A token whose check the server has not answered yet, after a first failure: the retry state.
  const isUnavailable = Boolean(token) && !self.isSuccess && self.failureCount > 0 && !self.isError;

  return (
    <SessionContext.Provider value={session}>
      {isUnavailable ? <SessionUnavailable onRetry={self.retryNow} isOffline={self.isPaused} /> : children}
    </SessionContext.Provider>
  );
}
