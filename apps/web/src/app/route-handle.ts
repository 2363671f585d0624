import type { UIMatch } from 'react-router';

/** What each route tells the shell: its title key, its body class and which audience it serves. */
export interface RouteHandle {
  /** Key in the `titles` namespace; absent for profile routes, which title themselves. */
  title?: string;
  bodyClass: string;
}

export function lastHandle(matches: UIMatch[]): RouteHandle | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle?.bodyClass) return handle;
  }
  return undefined;
}
