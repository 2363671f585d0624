import { defineProject } from 'vitest/config';
import { errorTexts } from './error-texts.ts';
import { aliases, preactPreset } from './preact-setup.ts';

export default defineProject({
  // The build's preset and aliases, so the component tests run Preact as the app does (decision 0010).
  plugins: [preactPreset(), errorTexts()],
  resolve: {
    alias: aliases,
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
