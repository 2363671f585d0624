import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { useSession } from '@/lib/session-context.ts';
import { lastHandle } from './route-handle.ts';

export const BRAND = 'Vitrina';

/** "{title} · Vitrina"; routes without a title key (profiles) set their own through usePageTitle. */
export function formatTitle(title: string | undefined): string {
  return title ? `${title} · ${BRAND}` : BRAND;
}

/** Keeps the document title and the body classes (route name, logged-in) in step with the route. */
export function RouteMeta() {
  const matches = useMatches();
  const { t, i18n } = useTranslation('titles');
  const { state } = useSession();
  const handle = lastHandle(matches);
  const loggedIn = state.status === 'user';

  useEffect(() => {
    if (handle?.title) document.title = formatTitle(t(handle.title));
  }, [handle?.title, t, i18n.language]);

  useEffect(() => {
    const name = `route-${handle?.bodyClass ?? 'unknown'}`;
    document.body.classList.add(name);
    if (loggedIn) document.body.classList.add('logged-in');
    return () => {
      document.body.classList.remove(name);
      document.body.classList.remove('logged-in');
    };
  }, [handle?.bodyClass, loggedIn]);

  return null;
}

/** For routes titled by their content (profiles: the full name; followers pages). */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    if (title) document.title = formatTitle(title);
  }, [title]);
}
