import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp, type App, type BuildOptions } from '../../src/app.ts';
import { loadConfig, type Config, type Env } from '../../src/config.ts';
import { createTestDatabase } from './test-database.ts';

export interface TestApp extends App {
  dataDir: string;
  close(): Promise<void>;
}

/**
 * Builds the real app, as main.ts does, on a throw-away database and data folder.
 * Each test file creates its own; nothing is shared between tests.
 */
export async function createTestApp(
  env: Env = {},
  overrides: Partial<Config> = {},
  /** Runs before the app is ready: the place to add test-only routes. */
  setup?: (app: App) => void,
  /** Parts the app is built with instead of its own (the database is always the test's). */
  build: Omit<BuildOptions, 'database'> = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vitrina-test-'));
  const { database, drop } = await createTestDatabase();
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      JWT_SECRET: 'test-secret-that-is-long-enough-0123456789',
      ...env,
    },
    overrides,
  );
  const app = await buildApp(config, { ...build, database });
  setup?.(app);
  await app.server.ready();
  return {
    ...app,
    dataDir,
    async close() {
      await app.server.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
