import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { opportunitiesErrors } from '@vitrina/contract/opportunities-errors';
import { useLanguage } from '@/test/render.tsx';
import { catalogue as esApp } from '@/i18n/catalogue-es-app.ts';
import { catalogue as esBase } from '@/i18n/catalogue-es.ts';
import { ensurePageTexts } from '@/i18n/i18n.ts';

const opportunityCodes = Object.keys(opportunitiesErrors);

describe('the opportunities’ error texts', () => {
  it('ride in neither the visitors’ catalogue nor the logged-in one', () => {
    expect(opportunityCodes.length).toBeGreaterThan(0);
    const shipped = [...Object.keys(esBase.errors ?? {}), ...Object.keys(esApp.errors ?? {})];
    expect(shipped.filter((code) => opportunityCodes.includes(code))).toEqual([]);
    expect(shipped).toContain('internal');
  });

  it('join the `errors` namespace, beside the others, when a screen loads its namespace', async () => {
    await useLanguage('es');
    const saved = i18next.getResourceBundle('es', 'errors') as Record<string, string>;
    const board = i18next.getResourceBundle('es', 'board') as Record<string, unknown>;
    const others = Object.fromEntries(Object.entries(saved).filter(([code]) => !opportunityCodes.includes(code)));
    i18next.removeResourceBundle('es', 'errors');
    i18next.removeResourceBundle('es', 'board');
    i18next.addResourceBundle('es', 'errors', others);
    try {
      expect(i18next.exists('errors:opportunity_title')).toBe(false);
      await ensurePageTexts('board');
      expect(i18next.t('errors:opportunity_title')).toBe(opportunitiesErrors.opportunity_title.es);
      expect(i18next.exists('errors:internal')).toBe(true);
      expect(i18next.exists('board:title')).toBe(true);
    } finally {
      // The other test files share this i18next (src/test/setup.ts): they get the namespaces back whole.
      i18next.addResourceBundle('es', 'errors', saved, true, true);
      i18next.addResourceBundle('es', 'board', board, true, true);
    }
  });
});
