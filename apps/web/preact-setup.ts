import { fileURLToPath } from 'node:url';
import preact from '@preact/preset-vite';
import type { AliasOptions, Plugin } from 'vite';

/**
 * What the build (vite.config.ts) and the component tests (vitest.config.ts) share, so the tests run the app
 * as it is built. The components are written against React's API and run on Preact: the preset aliases
 * `react` and `react-dom` to `preact/compat` (decision 0010) and gives the dev server hot reload.
 */
export function preactPreset(): Plugin[] {
  return preact({ prerender: { enabled: false } });
}

/** The app's own aliases, beside the preset's. */
export const aliases = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  // react-i18next's shim for React 17: Preact has the hook itself.
  'use-sync-external-store/shim': 'preact/compat',
} satisfies AliasOptions;
