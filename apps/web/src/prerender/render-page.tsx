import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from 'react-router';
import type { Lang } from '@vitrina/contract/constants';
import { appRoutes } from '@/app/app-routes.tsx';
import { routes } from '@/app/router.tsx';
import type { RouteHandle } from '@/app/route-handle.ts';
import { formatTitle } from '@/app/route-meta.tsx';
import { guestCatalogues } from '@/i18n/catalogues.ts';
import { i18nOptions } from '@/i18n/i18n.ts';
import { paths } from '@/lib/paths.ts';

/**
 * The build's server render of the visitors' pages: built by `vite build --ssr` and run by
 * scripts/prerender.mjs, which writes each page, in each language, into index.html.
 */

const guest = 'src/app/layouts/guest-layout.tsx';
const legal = (page: string) => ['src/app/layouts/static-layout.tsx', `src/app/routes/${page}.tsx`];

/**
 * The prerendered pages by path: the file name (the server reads the same manifest) and the source modules
 * the page's chunks start from, whose stylesheets its HTML links (they load with those chunks otherwise).
 */
export const guestPages: Record<string, { name: string; modules: string[] }> = {
  [paths.landing]: { name: 'landing', modules: [guest, 'src/app/routes/landing.tsx'] },
  [paths.login]: { name: 'login', modules: [guest, 'src/app/routes/login.tsx'] },
  [paths.register]: { name: 'register', modules: [guest, 'src/app/routes/register.tsx'] },
  [paths.forgot]: { name: 'forgot', modules: [guest, 'src/app/routes/forgot.tsx'] },
  [paths.terms]: { name: 'terms', modules: legal('terms') },
  [paths.privacy]: { name: 'privacy', modules: legal('privacy') },
  [paths.cookies]: { name: 'cookies', modules: legal('cookies') },
  [paths.contact]: { name: 'contact', modules: ['src/app/layouts/contact-layout.tsx', 'src/app/routes/contact.tsx'] },
};
/** Rendered at a path no route has: the `*` route's page. */
export const notFound = {
  path: '/__no-such-page__',
  name: 'not-found',
  modules: [guest, 'src/app/routes/not-found.tsx'],
};

/**
 * Every route's full pattern except the catch-all, so the server can tell a page of the app from a 404: the app's
 * routes too, which the browser's router discovers on navigation.
 */
export function appRoutePatterns(list: RouteObject[] = [...routes, appRoutes], parent = ''): string[] {
  return list.flatMap((route) => {
    const own = route.path ?? '';
    const full = own.startsWith('/') ? own : [parent, own].filter(Boolean).join('/').replace(/\/+/g, '/');
    const here = route.path && route.path !== '*' ? [full.startsWith('/') ? full : `/${full}`] : [];
    return [...here, ...appRoutePatterns(route.children ?? [], full)];
  });
}

export interface RenderedPage {
  html: string;
  title: string;
  bodyClass: string;
}

let started: Promise<unknown> | undefined;
const missing = new Set<string>();

/** Renders one page as the browser's first frame will be: a visitor (no token), in `lang`, nothing fetched yet. */
export async function renderPage(url: string, lang: Lang): Promise<RenderedPage> {
  // Only the namespaces the browser has when it hydrates: a text from another would show as its key there.
  started ??= i18next.use(initReactI18next).init({
    ...i18nOptions(lang, guestCatalogues),
    saveMissing: true,
    missingKeyHandler: (_langs, ns, key) => missing.add(`${ns}:${key}`),
  });
  await started;
  await i18next.changeLanguage(lang);
  missing.clear();

  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(url, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${url} answered a redirect (${context.status})`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerender(
    <StrictMode>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>,
    // Every boundary inline, complete: a large one is otherwise outlined behind an inline script, which the
    // server's Content-Security-Policy (script-src 'self') blocks.
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  const html = await new Response(prelude).text();
  if (missing.size)
    throw new Error(`${url} (${lang}) uses texts a visitor's page does not load: ${[...missing].join(', ')}`);

  const handles = context.matches.map((match) => match.route.handle as RouteHandle | undefined);
  const handle = handles.reverse().find((each) => each?.bodyClass);
  return {
    html,
    title: formatTitle(handle?.title ? i18next.t(handle.title, { ns: 'titles' }) : undefined),
    bodyClass: `route-${handle?.bodyClass ?? 'unknown'}`,
  };
}
