import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startAppServer, type AppServer } from './app-server.ts';
import { smtpUrl } from './e2e-env.ts';
import { test as base } from './fixtures.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * A journey against a server of its own whose PUBLIC_URL is http://localhost:PORT, reached by that name: passkeys
 * refuse an IP address as relying party, and the shared server is 127.0.0.1. It mails the shared SMTP catcher,
 * so the accounts' helpers read its messages as usual; the other journeys keep the shared server. A verification
 * is fresh for one second here, so a sensitive action soon asks for step-up.
 */
export const test = base.extend<object, { localhostServer: AppServer }>({
  localhostServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern.
    async ({}, use) => {
      const temp = mkdtempSync(path.join(tmpdir(), 'vitrina-e2e-localhost-'));
      const server = await startAppServer({
        root,
        dataDir: path.join(temp, 'data'),
        smtpPort: Number(new URL(smtpUrl()).port),
        logFile: path.join(temp, 'server.log'),
        publicHost: 'localhost',
        // The passkeys journey meets step-up a few seconds after logging in, with no wait.
        stepUpWindow: 1,
      });
      await use(server);
      await server.stop();
      rmSync(temp, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ localhostServer }, use) => {
    await use(localhostServer.url);
  },
});

export { expect } from './fixtures.ts';
