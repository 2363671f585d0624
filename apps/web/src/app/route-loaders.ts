import type { ComponentType } from 'react';
import { ensureAppTexts, ensurePageTexts, type PageNamespace } from '@/i18n/i18n.ts';

/**
 * A logged-in layout or screen: loaded with the catalogue's logged-in namespaces (i18n.ts) and rendered
 * inside the query client, so visitors' pages load neither (decision 0012).
 */
export const withAppTexts =
  (load: () => Promise<{ default: ComponentType }>) => (): Promise<{ default: ComponentType }> =>
    Promise.all([load(), import('@/lib/query-provider.tsx'), ensureAppTexts()]).then(([module, provider]) => ({
      default: provider.withQueryClient(module.default),
    }));
/** A visitors' page or layout loaded with its own namespaces of the catalogue (auth, legal: i18n.ts). */
export const withTexts =
  <M>(namespaces: PageNamespace[], load: () => Promise<M>) =>
  () =>
    Promise.all([load(), ensurePageTexts(...namespaces)]).then(([module]) => module);

/** A page of the auth feature (login, sign-up, recovery…), with the auth namespace. */
export const withAuthTexts = <M>(load: () => Promise<M>) => withTexts(['auth'], load);
