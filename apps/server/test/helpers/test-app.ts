import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp, type App, type BuildOptions } from '../../src/app.ts';
import { loadConfig, type Config, type Env } from '../../src/config.ts';
import { startMailCatcher, type MailCatcher } from './mail-catcher.ts';
import { createTestDatabase, type TestDatabaseOptions } from './test-database.ts';

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
  /** Parts the app is built with instead of its own (the database is always the test's, seen by `onQuery`). */
  { onQuery, ...build }: Omit<BuildOptions, 'database'> & TestDatabaseOptions = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vitrina-test-'));
  const { database, drop } = await createTestDatabase({ onQuery, migrated: true });
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

export interface TestAppWithMail extends TestApp {
  /** A real SMTP listener the app sends every e-mail to. */
  mail: MailCatcher;
}

/** The app with its e-mail going to a real SMTP listener of the test (closed with the app). */
export async function createTestAppWithMail(
  env: Env = {},
  build: Omit<BuildOptions, 'database'> = {},
): Promise<TestAppWithMail> {
  const mail = await startMailCatcher();
  try {
    const app = await createTestApp({ SMTP_URL: mail.url, ...env }, {}, undefined, build);
    return {
      ...app,
      mail,
      async close() {
        await app.close();
        await mail.close();
      },
    };
  } catch (error) {
    await mail.close();
    throw error;
  }
}
