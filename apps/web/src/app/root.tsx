import { Outlet } from 'react-router';
import { SessionProvider } from '@/features/session/session-provider.tsx';
import { RouteMeta } from './route-meta.tsx';

/** Everything every page shares: the session, the title and body class, and the 500 ms fade-in. */
export function Root() {
  return (
    <SessionProvider>
      <RouteMeta />
      <div className="app-fade-in">
        <Outlet />
      </div>
    </SessionProvider>
  );
}
