import type { RouteObject } from 'react-router';
import { lazyRoute } from './lazy-route.ts';
import type { RouteHandle } from './route-handle.ts';

export const handle = (bodyClass: string, title?: string): RouteHandle => ({ bodyClass, title });

/** A built screen: routed, titled, its chunk loaded on demand. */
export const screen = (
  path: string,
  bodyClass: string,
  title: string | undefined,
  load: Parameters<typeof lazyRoute>[0],
): RouteObject => ({ path, handle: handle(bodyClass, title), lazy: lazyRoute(load) });
