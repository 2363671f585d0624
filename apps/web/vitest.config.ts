import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { errorTexts } from './error-texts.ts';

export default defineProject({
  // The build's plugins and alias, so the component tests compile the app as it is built.
  plugins: [react(), errorTexts()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
    // Component tests never reach the network: an embedded player (YouTube) stays an empty frame.
    environmentOptions: { happyDOM: { settings: { disableIframePageLoading: true } } },
  },
});
