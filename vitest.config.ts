import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * Three projects: `unit` (pure functions, no I/O: part of `npm run check`), `server` (the real app
 * over HTTP and Socket.IO against PGlite, or PostgreSQL when TEST_DATABASE_URL is set) and `web`
 * (component tests in happy-dom).
 */
export default defineConfig({
  test: {
    // Vitest's default (one worker fewer than the cores) runs the files one at a time on two cores, while
    // most of a server test waits on a database or a child process: two at a time there took the server
    // files from about 9 to 5.3 minutes on PGlite.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'unit',
          isolate: false,
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
            'scripts/*.test.ts',
            'docs/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/test/**/*.test.ts'],
          environment: 'node',
          // Each file builds its own app and database, so a worker keeps the modules it has loaded: importing
          // the app again for every file was half of `npm test`'s time (decision 0011).
          isolate: false,
          // Bounds against a hang, not speed targets (those live in `npm run bench`): a busy two-core laptop
          // took over 30 s for a test that takes 2 s on a quiet one, and failed on the bound alone.
          testTimeout: 120_000,
          hookTimeout: 240_000,
          pool: 'forks',
          // The server and its tools bundled once, for the tests that start them as processes.
          globalSetup: ['apps/server/test/server-bundle.ts', 'apps/server/test/pg-template.ts'],
        },
      },
      fileURLToPath(new URL('./apps/web/vitest.config.ts', import.meta.url)),
    ],
  },
});
