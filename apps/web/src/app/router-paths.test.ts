import { describe, expect, it } from 'vitest';
import { appRoutes } from './app-routes.tsx';
import { routes } from './router.tsx';
import { paths, routePatterns } from '@/lib/paths.ts';

describe('route paths', () => {
  it('builders encode their segments, so a value can never add a path or a query', () => {
    expect(paths.profile('ana-ruiz')).toBe('/profile/ana-ruiz');
    expect(paths.profile('a/b?c')).toBe('/profile/a%2Fb%3Fc');
    expect(paths.profileTab('ana', 'fotos')).toBe('/profile/ana/fotos');
    expect(paths.conversation('ana ruiz')).toBe('/conversaciones/ana%20ruiz');
    expect(paths.post(42)).toBe('/noticias/42');
    expect(paths.exploreSearch('música & baile')).toBe('/explorar?q=m%C3%BAsica%20%26%20baile');
  });

  it('the router declares every fixed path of the table', () => {
    const declared = new Set<string>();
    const walk = (list: typeof routes, base: string) => {
      for (const route of list) {
        const here = route.path ? (route.path.startsWith('/') ? route.path : `${base}/${route.path}`) : base;
        if (route.path) declared.add(here);
        if (route.children) walk(route.children, here);
      }
    };
    // The app's routes are discovered on navigation (router.tsx): declared all the same.
    walk([...routes, appRoutes], '');
    const fixed = Object.values(paths).flatMap((value) => (typeof value === 'string' ? [value] : []));
    expect(fixed.filter((path) => !declared.has(path))).toEqual([]);
    expect(Object.values(routePatterns).filter((path) => !declared.has(path))).toEqual([]);
  });
});
