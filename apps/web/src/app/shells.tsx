import { lazy, Suspense } from 'react';
import { Splash } from '@/components/ui/splash.tsx';
import { useSession } from '@/lib/session-context.ts';
import { preloadable } from './preloadable.tsx';
import { withQueryTexts } from './route-loaders.ts';

/* Layout chunks: visitors load the guest chunk only; logged-in users load the app chunk. */
const GuestLayout = preloadable(() => import('./layouts/guest-layout.tsx'));
/** Before hydrating a prerendered visitors' page: its layout renders at once (preloadable.tsx). */
export const preloadGuestLayout = GuestLayout.preload;
const AppLayout = preloadable(withQueryTexts(['app'], () => import('./layouts/app-layout.tsx')));
/** With a session: loaded while the session is checked, not after. */
export const preloadAppLayout = AppLayout.preload;
/** The visitors' layout around logged-in screens (onboarding, e-mail links): with their texts and queries. */
const LoggedInGuestLayout = lazy(withQueryTexts(['app'], () => import('./layouts/guest-layout.tsx')));

/* The shells load the layout chunks lazily, inside the guards. */
export function GuestShell() {
  return (
    <Suspense fallback={<Splash />}>
      <GuestLayout />
    </Suspense>
  );
}

export function LoggedInGuestShell() {
  return (
    <Suspense fallback={<Splash />}>
      <LoggedInGuestLayout />
    </Suspense>
  );
}

export function AppShell() {
  return (
    <Suspense fallback={<Splash />}>
      <AppLayout />
    </Suspense>
  );
}

/** The logged-in shell for a person with an account type, the visitors' otherwise (the 404 page). */
export function SessionShell() {
  const { state } = useSession();
  if (state.status === 'loading') return <Splash />;
  return state.status === 'user' && state.self.user.type ? <AppShell /> : <GuestShell />;
}
