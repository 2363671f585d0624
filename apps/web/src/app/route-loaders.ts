import type { ComponentType } from 'react';
import { ensureAppTexts, ensurePageTexts, type PageNamespace } from '@/i18n/i18n.ts';
import { nextTask } from '@/lib/next-task.ts';

/**
 * A logged-in layout or screen: loaded with the catalogue's logged-in namespaces (i18n.ts) and rendered
 * inside the query client, so visitors' pages load neither (decision 0012).
 */
export const withAppTexts =
  (load: () => Promise<{ default: ComponentType }>) => async (): Promise<{ default: ComponentType }> => {
    // Each import adds a preload link per chunk it needs, a long task together on a phone: one a task.
    const module = load();
    module.catch(() => undefined); // Its failure is answered below (Promise.all), not as unhandled meanwhile.
    await nextTask();
    const provider = import('@/lib/query-provider.tsx');
    provider.catch(() => undefined);
    await nextTask();
    const [loaded, { withQueryClient }] = await Promise.all([module, provider, ensureAppTexts()]);
    return { default: withQueryClient(loaded.default) };
  };
/** A visitors' page or layout loaded with its own namespaces of the catalogue (auth, legal: i18n.ts). */
export const withTexts =
  <M>(namespaces: PageNamespace[], load: () => Promise<M>) =>
  () =>
    Promise.all([load(), ensurePageTexts(...namespaces)]).then(([module]) => module);

/**
 * A page for everyone that reads through TanStack Query (the opportunities' board): its own namespaces, inside the
 * app's query client, which a visitor's layout does not provide.
 */
export const withQueryTexts =
  (namespaces: PageNamespace[], load: () => Promise<{ default: ComponentType }>) =>
  async (): Promise<{ default: ComponentType }> => {
    const [loaded, { withQueryClient }] = await Promise.all([
      load(),
      import('@/lib/query-provider.tsx'),
      ensurePageTexts(...namespaces),
    ]);
    return { default: withQueryClient(loaded.default) };
  };

/** A page of the auth feature (login, sign-up, recovery…), with the auth namespace. */
export const withAuthTexts = <M>(load: () => Promise<M>) => withTexts(['auth'], load);

/** A page of the settings (or an e-mail change's link), with the settings and scouting namespaces. */
export const withSettingsTexts = <M>(load: () => Promise<M>) => withTexts(['settings', 'scouting'], load);
