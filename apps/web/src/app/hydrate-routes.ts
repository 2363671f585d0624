import { matchRoutes, type RouteObject } from 'react-router';
import { nextTask } from '@/lib/next-task.ts';

/**
 * Loads the lazy routes a location matches into the route objects, before the router is created: hydrating
 * a prerendered page, the first frame must be the page itself, not the loading fallback (React Router's
 * advice for lazy routes under server rendering).
 */
export async function loadMatchedRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  const loads: Promise<void>[] = [];
  for (const { route } of matches) {
    const { lazy } = route;
    if (typeof lazy !== 'function') continue;
    loads.push(lazy().then((loaded) => void Object.assign(route, { ...loaded, lazy: undefined })));
    // Each import in a task of its own: each adds a preload link per chunk it needs (a long task together).
    await nextTask();
  }
  await Promise.all(loads);
}
