import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Loads the lazy routes a location matches into the route objects, before the router is created: hydrating
 * a prerendered page, the first frame must be the page itself, not the loading fallback (React Router's
 * advice for lazy routes under server rendering).
 */
export async function loadMatchedRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}
