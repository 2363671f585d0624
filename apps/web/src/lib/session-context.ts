import { createContext, useContext } from 'react';
import type { SelfResponse } from '@vitrina/contract/users';

export type SessionState = { status: 'loading' } | { status: 'guest' } | { status: 'user'; self: SelfResponse };

export interface Session {
  state: SessionState;
  /** Stores a token (from login, confirmation, recovery...) and loads the user it belongs to. */
  logIn(token: string, options?: { remember?: boolean }): Promise<SelfResponse | null>;
  /** Replaces the token after a change that refreshed it, and reloads the user. */
  refresh(token?: string): Promise<SelfResponse | null>;
  /**
   * Ends the session: on the server (this one; or with `everywhere`, every session of the person — then a
   * failure rejects and nothing ends) and here.
   */
  logOut(options?: { everywhere?: boolean }): Promise<void>;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside SessionProvider');
  return session;
}

export function useSelf(): SelfResponse | null {
  const { state } = useSession();
  return state.status === 'user' ? state.self : null;
}
