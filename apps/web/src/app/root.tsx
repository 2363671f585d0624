import { useEffect } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router';
import { routePatterns } from '@/lib/paths.ts';
import { SessionProvider } from '@/features/session/session-provider.tsx';
import { RouteMeta } from './route-meta.tsx';

const profilePrefix = `${routePatterns.profileRoot}/`;

/** What counts as "another page": the path, with a profile's tabs all one page. */
function pageOf(pathname: string): string {
  return pathname.startsWith(profilePrefix) ? pathname.split('/').slice(0, 3).join('/') : pathname;
}

/**
 * Where a page opens: at the top on a new address (the register success page opened scrolled); back and
 * forward are left to the browser. The query (?page, ?paso, the feed's filter) and a profile's tabs keep
 * the position: they change what is shown below, not the page. (A few lines instead of React Router's
 * ScrollRestoration, which the landing page's script budget has no room for.)
 */
function useScrollToTopOnNewPage(): void {
  const page = pageOf(useLocation().pathname);
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
    // Only a new page scrolls, not every navigation type change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [page]);
}

/**
 * Everything every page shares: the session, the title and body class, the 500 ms fade-in and where a page
 * opens scrolled.
 */
export function Root() {
  useScrollToTopOnNewPage();
  return (
    <SessionProvider>
      <RouteMeta />
      <div className="app-fade-in">
        <Outlet />
      </div>
    </SessionProvider>
  );
}
