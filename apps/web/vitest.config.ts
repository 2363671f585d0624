import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { errorTexts } from './error-texts.ts';
import { passwordDictionary } from './password-dictionary.ts';

export default defineProject({
  // The build's plugins and alias, so the component tests compile the app as it is built.
  plugins: [react(), errorTexts(), passwordDictionary()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    // A component test takes well under a second alone; two cores shared with the server tests stretch it.
    testTimeout: 15_000,
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
    // Files share a worker's modules and page (decision 0011): re-importing the app and a new happy-dom for
    // every file was most of the project's time. The setup file hands each file a fresh page, and a test fakes
    // a module by spying on its export, never with vi.mock (which misses a module another file has loaded).
    isolate: false,
    setupFiles: ['src/test/setup.ts'],
    // Component tests never reach the network: an embedded player (YouTube) stays an empty frame.
    environmentOptions: { happyDOM: { settings: { disableIframePageLoading: true } } },
  },
});
