import { execFile } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { commandEnv } from './app-server.ts';

/**
 * Seeds two moderators without a second factor (one per language) into the server's data before it starts, and
 * answers their e-mails as JSON for the workers (support/e2e-env.ts).
 */
export async function seedLegacyModerators(root: string, dataDir: string): Promise<string> {
  const run = Date.now().toString(36);
  const emails = { es: `legado-es-${run}@example.test`, en: `legacy-en-${run}@example.test` };
  const env = commandEnv(dataDir);
  mkdirSync(dataDir, { recursive: true });
  await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', path.join('e2e', 'support', 'seed-legacy-roles.ts'), emails.es, emails.en],
    { cwd: root, env, timeout: 120_000 },
  );
  return JSON.stringify(emails);
}
