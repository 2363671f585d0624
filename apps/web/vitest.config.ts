import { fileURLToPath } from 'node:url';
import preact from '@preact/preset-vite';
import { defineProject } from 'vitest/config';

export default defineProject({
  // The build's preset, so the component tests run Preact as the app does (decision 0010).
  plugins: [preact({ prerender: { enabled: false } })],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // react-i18next's shim for React 17: Preact has the hook itself.
      'use-sync-external-store/shim': 'preact/compat',
    },
    // The ES module builds (react-router's CommonJS build would `require` React past the aliases).
    conditions: ['module', 'browser', 'development'],
  },
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
    // Component tests never reach the network: an embedded player (YouTube) stays an empty frame.
    environmentOptions: { happyDOM: { settings: { disableIframePageLoading: true } } },
    // Libraries that import React go through the bundler, so the preset's aliases reach them too.
    server: { deps: { inline: [/react-router/, /@tanstack/, /react-i18next/, /react-hook-form/, /@hookform/] } },
  },
});
