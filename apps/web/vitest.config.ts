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
    // Each file in a fresh module graph: shared (42 s instead of 174), files failed by the order they ran in
    // (module-level fakes, vi.mock of a module another file had loaded; decision 0011).
    isolate: true,
    setupFiles: ['src/test/setup.ts'],
    // Component tests never reach the network: an embedded player (YouTube) stays an empty frame.
    environmentOptions: { happyDOM: { settings: { disableIframePageLoading: true } } },
  },
});
