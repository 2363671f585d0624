import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startAppServer, type AppServer } from './app-server.ts';
import { smtpUrl } from './e2e-env.ts';
import { test as base } from './fixtures.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Journeys against a server of their own (one per worker), started with `settings`: another PUBLIC_URL host or
 * other environment values. It mails the shared SMTP catcher, so the accounts' helpers read its messages as usual;
 * the other journeys keep the shared server.
 */
export function testOnOwnServer(settings: { publicHost?: string; env?: Record<string, string> }) {
  return base.extend<object, { ownServer: AppServer }>({
    ownServer: [
      // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern.
      async ({}, use) => {
        const temp = mkdtempSync(path.join(tmpdir(), 'vitrina-e2e-own-'));
        const server = await startAppServer({
          root,
          dataDir: path.join(temp, 'data'),
          smtpPort: Number(new URL(smtpUrl()).port),
          logFile: path.join(temp, 'server.log'),
          ...settings,
        });
        await use(server);
        await server.stop();
        rmSync(temp, { recursive: true, force: true });
      },
      { scope: 'worker', timeout: 120_000 },
    ],
    baseURL: async ({ ownServer }, use) => {
      await use(ownServer.url);
    },
  });
}

/**
 * Passkeys' journeys: PUBLIC_URL is http://localhost:PORT, reached by that name, as passkeys refuse an IP address
 * as relying party and the shared server is 127.0.0.1. A verification is fresh for one second here, so the passkeys
 * journey meets step-up a few seconds after logging in, with no wait.
 */
export const test = testOnOwnServer({ publicHost: 'localhost', env: { STEP_UP_WINDOW: '1' } });

export { expect } from './fixtures.ts';
