import { useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '@/lib/session-context.ts';
import { Splash } from '@/components/ui/splash.tsx';
import { paths } from '@/lib/paths.ts';

/**
 * Guards of spec §2. Auth-only routes send a visitor to /login; a logged-in user without an account
 * type goes to /register/select (unless `allowUntyped`).
 */
export function RequireAuth({ children, allowUntyped = false }: { children: ReactNode; allowUntyped?: boolean }) {
  const { state } = useSession();
  const location = useLocation();
  if (state.status === 'loading') return <Splash />;
  if (state.status === 'guest') return <Navigate to={paths.login} replace state={{ from: location.pathname }} />;
  if (!allowUntyped && !state.self.user.type) return <Navigate to={paths.registerSelect} replace />;
  return children;
}

/**
 * Guest-only routes send a logged-in user to / (paths under /profile pass). A visitor who logs in on
 * one of these pages (login, e-mail confirmation, recovery link) is sent on by that page itself.
 */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { state } = useSession();
  const [seenAsGuest, setSeenAsGuest] = useState(state.status === 'guest');
  if (state.status === 'guest' && !seenAsGuest) setSeenAsGuest(true);
  if (state.status === 'loading') return <Splash />;
  if (state.status === 'user' && !seenAsGuest) return <Navigate to={paths.landing} replace />;
  return children;
}

/** Agency-only pages (the followed talents): a talent goes back to the feed. */
export function RequireAgency({ children }: { children: ReactNode }) {
  const { state } = useSession();
  if (state.status === 'user' && state.self.user.type !== 'agencia') return <Navigate to={paths.news} replace />;
  return children;
}

/** `/`: the landing for visitors, the feed for logged-in users. */
export function LandingGate({ children }: { children: ReactNode }) {
  const { state } = useSession();
  if (state.status === 'loading') return <Splash />;
  if (state.status === 'user')
    return <Navigate to={state.self.user.type ? paths.news : paths.registerSelect} replace />;
  return children;
}
