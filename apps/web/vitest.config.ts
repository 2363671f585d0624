import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
    // Component tests never reach the network: an embedded player (YouTube) stays an empty frame.
    environmentOptions: { happyDOM: { settings: { disableIframePageLoading: true } } },
  },
});
