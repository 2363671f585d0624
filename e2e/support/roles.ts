import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { dropped } from './app-server.ts';
import { dataDir } from './e2e-env.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Gives a moderation role the operators' way, `npm run accounts -- grant-role` (issue 28): on PGlite the
 * command asks the running server that holds the data folder; on PostgreSQL it writes directly.
 */
export async function grantRole(email: string, role: 'moderator' | 'admin'): Promise<string> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir(), LOG_LEVEL: 'warn' };
  for (const name of dropped) delete env[name];
  if (process.env.E2E_DATABASE_URL) env.DATABASE_URL = process.env.E2E_DATABASE_URL;
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', path.join('apps', 'server', 'scripts', 'accounts.ts'), 'grant-role', email, role],
    { cwd: root, env, timeout: 60_000 },
  );
  return stdout;
}
