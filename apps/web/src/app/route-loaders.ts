import type { ComponentType } from 'react';
import { ensureAppTexts, ensurePageTexts, type PageNamespace } from '@/i18n/i18n.ts';
import { nextTask } from '@/lib/next-task.ts';

/** Texts a screen needs before it renders: the catalogue's logged-in namespaces (`app`), or a page's own (i18n.ts). */
export type ScreenTexts = readonly ('app' | PageNamespace)[];

const ensureTexts = (texts: ScreenTexts) =>
  Promise.all(texts.map((ns) => (ns === 'app' ? ensureAppTexts() : ensurePageTexts(ns))));

/**
 * A screen or layout read through TanStack Query, rendered inside the app's query client and loaded with the texts
 * it names: the logged-in layouts with the logged-in catalogue, the opportunities' board (visitors' too) with its
 * own. Visitors' other pages load neither (decision 0012).
 */
export const withQueryTexts =
  (texts: ScreenTexts, load: () => Promise<{ default: ComponentType }>) =>
  async (): Promise<{ default: ComponentType }> => {
    // Each import adds a preload link per chunk it needs, a long task together on a phone: one a task.
    const module = load();
    module.catch(() => undefined); // Its failure is answered below (Promise.all), not as unhandled meanwhile.
    await nextTask();
    const provider = import('@/lib/query-provider.tsx');
    provider.catch(() => undefined);
    await nextTask();
    const [loaded, { withQueryClient }] = await Promise.all([module, provider, ensureTexts(texts)]);
    return { default: withQueryClient(loaded.default) };
  };
/** A visitors' page or layout loaded with its own namespaces of the catalogue (auth, legal: i18n.ts). */
export const withTexts =
  <M>(namespaces: PageNamespace[], load: () => Promise<M>) =>
  () =>
    Promise.all([load(), ensurePageTexts(...namespaces)]).then(([module]) => module);

/** A page of the auth feature (login, sign-up, recovery…), with the auth namespace. */
export const withAuthTexts = <M>(load: () => Promise<M>) => withTexts(['auth'], load);

/** A page of the settings (or an e-mail change's link), with the settings and scouting namespaces. */
export const withSettingsTexts = <M>(load: () => Promise<M>) => withTexts(['settings', 'scouting'], load);
