import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sharedEngines, startAppServer } from './app-server.ts';
import { ENV_BASE_URL, ENV_DATA_DIR, ENV_LEGACY_MODERATORS, ENV_MAIL_DIR, ENV_SMTP_URL } from './e2e-env.ts';
import { seedLegacyModerators } from './legacy-moderators.ts';
import { startSmtpCatcher } from './smtp-catcher.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** What global-teardown.ts stops; both run in the runner process, so globalThis is shared. */
export interface E2EResources {
  stop(): Promise<void>;
}
const key = '__vitrinaE2E';

/**
 * Starts an SMTP catcher and the real server with a fresh DATA_DIR, and exports the server's URL and
 * the mail folder to the workers through environment variables (support/e2e-env.ts).
 */
export default async function globalSetup(): Promise<void> {
  const temp = mkdtempSync(path.join(tmpdir(), 'vitrina-e2e-'));
  const mailDir = path.join(temp, 'mail');
  const dataDir = path.join(temp, 'data');
  const smtp = await startSmtpCatcher(mailDir);
  process.env[ENV_LEGACY_MODERATORS] = await seedLegacyModerators(root, dataDir);
  let server;
  try {
    server = await startAppServer({
      root,
      dataDir,
      smtpPort: smtp.port,
      logFile: path.join(temp, 'server.log'),
      env: sharedEngines(),
    });
  } catch (error) {
    await smtp.close();
    throw error;
  }
  process.env[ENV_BASE_URL] = server.url;
  process.env[ENV_MAIL_DIR] = mailDir;
  process.env[ENV_DATA_DIR] = dataDir;
  process.env[ENV_SMTP_URL] = `smtp://127.0.0.1:${smtp.port}`;
  console.log(`[e2e] server ${server.url} (log ${server.logFile}), SMTP catcher 127.0.0.1:${smtp.port} → ${mailDir}`);

  const resources: E2EResources = {
    async stop() {
      await server.stop();
      await smtp.close();
      printErrors(server.logFile);
      if (process.env.E2E_KEEP_TEMP) console.log(`[e2e] kept ${temp}`);
      else rmSync(temp, { recursive: true, force: true });
    },
  };
  (globalThis as Record<string, unknown>)[key] = resources;
}

export function takeResources(): E2EResources | undefined {
  const resources = (globalThis as Record<string, unknown>)[key] as E2EResources | undefined;
  delete (globalThis as Record<string, unknown>)[key];
  return resources;
}

/** The server's errors (pino level 50 and up), so a journey that failed in CI can be read without its log. */
function printErrors(logFile: string) {
  const errors = readFileSync(logFile, 'utf8')
    .split('\n')
    .filter((line) => /^\{"level":(5|6)\d,/.test(line));
  if (errors.length === 0) return;
  console.log(`[e2e] the server logged ${errors.length} error(s); the last ones:`);
  for (const line of errors.slice(-20)) console.log(line.slice(0, 2_000));
}
