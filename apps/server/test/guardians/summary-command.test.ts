import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratedDataDir, runCli, startServer, type ServerProcess } from '../helpers/server-process.ts';
import { engineName } from '../helpers/test-database.ts';

/**
 * `npm run accounts -- guardian-summaries` (the browser journey's "a week later"): while the server holds the
 * embedded database, the command asks it, with the folder lock's key; nobody else may.
 */
describe.skipIf(engineName === 'postgres')('npm run accounts -- guardian-summaries', () => {
  let dataDir = '';
  let server: ServerProcess | undefined;
  beforeAll(async () => {
    dataDir = await migratedDataDir('vitrina-guardians-');
  });
  afterAll(async () => {
    await server?.stop('SIGKILL').catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('runs the summaries in the server that holds the folder, and only for the lock’s holder', async () => {
    server = await startServer(dataDir);
    const run = await runCli('scripts/accounts.ts', ['guardian-summaries'], dataDir);
    expect(run.code, run.output).toBe(0);
    expect(run.output).toContain('No guardian had anything new to be told.');
    const stranger = await fetch(`${server.url}/api/internal/guardian-summaries`, { method: 'POST' });
    expect(stranger.status).toBe(404);
    expect(await server.stop()).toBe(0);
    server = undefined;
    // With the server stopped the command opens the folder itself.
    const alone = await runCli('scripts/accounts.ts', ['guardian-summaries'], dataDir);
    expect(alone.code, alone.output).toBe(0);
    expect(alone.output).toContain('No guardian had anything new to be told.');
  }, 300_000);
});
