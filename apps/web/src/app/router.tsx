import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { Splash } from '@/components/ui/splash.tsx';
import { paths, routePatterns } from '@/lib/paths.ts';
import { withQueryTexts, withTexts } from './route-loaders.ts';
import { lazyRoute } from './lazy-route.ts';
import { handle, screen } from './route-screen.ts';
import { SessionShell } from './shells.tsx';
import { Root } from './root.tsx';
import { RouteError } from './routes/route-error.tsx';
import { visitorRoutes } from './visitor-routes.tsx';
export { preloadGuestLayout } from './shells.tsx';

const boardScreen = withQueryTexts(['board'], () => import('./routes/opportunities.tsx'));
const opportunityScreen = withQueryTexts(['board'], () => import('./routes/opportunity.tsx'));

const ROOT = 'root';

export const routes: RouteObject[] = [
  {
    id: ROOT,
    element: <Root />,
    errorElement: <RouteError />,
    // While the first page's lazy route loads: the same placeholders as index.html's (and no router warning).
    hydrateFallbackElement: <Splash />,
    children: [
      ...visitorRoutes,
      { path: routePatterns.profileRoot, element: <Navigate to={paths.landing} replace /> },
      { path: routePatterns.oldNotifications, element: <Navigate to={paths.notifications} replace /> },
      {
        // Inside the person's own shell (header, menu, a way home), logged in or not: the guardian's page too.
        element: <SessionShell />,
        children: [
          // A minor's guardian's page, from the e-mailed link: titled by the page, which loads its texts.
          screen('/tutor/:token', 'tutor', undefined, () => import('./routes/guardian.tsx')),
          // The opportunities' board and an opportunity's page, for visitors too (the page titles itself).
          screen(routePatterns.opportunities, 'oportunidades', 'opportunities', boardScreen),
          screen(routePatterns.opportunity, 'oportunidad', undefined, opportunityScreen),
          {
            path: '*',
            handle: handle('not-found', 'notFound'),
            lazy: lazyRoute(withTexts(['moderation'], () => import('./routes/not-found.tsx'))),
          },
        ],
      },
    ],
  },
];

let appRoutes: Promise<RouteObject> | undefined;
/** The logged-in app's routes (app-routes.tsx), a chunk of their own that visitors' pages do not carry. */
export const loadAppRoutes = (): Promise<RouteObject> =>
  (appRoutes ??= import('./app-routes.tsx').then(
    (module) => module.appRoutes,
    (error: unknown) => {
      appRoutes = undefined;
      throw error;
    },
  ));

let appRoutesIn = false;
/** With a session, before the router exists: its first page is most likely one of the app's. */
export async function includeAppRoutes(): Promise<void> {
  const app = await loadAppRoutes();
  if (appRoutesIn) return;
  routes[0]!.children!.push(app);
  appRoutesIn = true;
}

/**
 * The browser's router; over prerendered markup it starts as rendered (no loaders: nothing to pass). The app's
 * routes are discovered on the first address that may be one of them: React Router asks when no route, a `*` or a
 * route with parameters matched it (`/oportunidades/nueva` matches `/oportunidades/:id` before they are in).
 */
export const createRouter = (hydrating: boolean) =>
  createBrowserRouter(routes, {
    ...(hydrating ? { hydrationData: { loaderData: {} } } : {}),
    async patchRoutesOnNavigation({ patch }) {
      if (appRoutesIn) return;
      const app = await loadAppRoutes();
      if (appRoutesIn) return;
      patch(ROOT, [app]);
      appRoutesIn = true;
    },
  });
