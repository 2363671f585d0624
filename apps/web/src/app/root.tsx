import { Outlet, ScrollRestoration, type Location } from 'react-router';
import { routePatterns } from '@/lib/paths.ts';
import { SessionProvider } from '@/features/session/session-provider.tsx';
import { RouteMeta } from './route-meta.tsx';

const profilePrefix = `${routePatterns.profileRoot}/`;

/**
 * Where a page opens: at the top on a new address (the register success page opened scrolled), where it was
 * on back and forward. The query (?page, ?paso, the feed's filter) and a profile's tabs keep the position:
 * they change what is shown below, not the page.
 */
function scrollKey(location: Location): string {
  if (location.pathname.startsWith(profilePrefix)) return location.pathname.split('/').slice(0, 3).join('/');
  return location.pathname;
}

/**
 * Everything every page shares: the session, the title and body class, the 500 ms fade-in and where a page
 * opens scrolled.
 */
export function Root() {
  return (
    <SessionProvider>
      <RouteMeta />
      <div className="app-fade-in">
        <Outlet />
      </div>
      <ScrollRestoration getKey={scrollKey} />
    </SessionProvider>
  );
}
