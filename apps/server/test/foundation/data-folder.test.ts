import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { registrationForm } from '../helpers/factories.ts';
import { codeAt, outboxTo } from '../helpers/second-factors.ts';
import { migratedDataDir, nodeArgs, runCli, startServer, type ServerProcess } from '../helpers/server-process.ts';
import { engineName } from '../helpers/test-database.ts';

/**
 * Every process that opens the embedded database folder holds a lock on it. A second one (a
 * seed, migrations, another server) is refused with a message naming the holder, and the data survives;
 * `npm run db:backup` takes a copy while the server runs and `npm run db:restore` puts it back with the
 * server stopped. Real processes on a temporary DATA_DIR: only separate processes can collide.
 */
// The embedded database only: with TEST_DATABASE_URL the same processes would test the same folder again.
describe.skipIf(engineName === 'postgres')('the embedded database folder', () => {
  const dirs: string[] = [];
  const servers: ServerProcess[] = [];
  const newDataDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'vitrina-folder-'));
    dirs.push(dir);
    return dir;
  };
  // What these tests ask of a folder does not depend on the server having created its database itself.
  const migratedDir = async () => {
    const dir = await migratedDataDir('vitrina-folder-');
    dirs.push(dir);
    return dir;
  };
  const serve = async (dataDir: string) => {
    const server = await startServer(dataDir);
    servers.push(server);
    return server;
  };
  afterAll(async () => {
    for (const server of servers) await server.stop('SIGKILL').catch(() => undefined);
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  const register = async (server: ServerProcess, email: string) => {
    const response = await fetch(`${server.url}/api/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...registrationForm(), email }),
    });
    expect(response.status, await response.clone().text()).toBe(201);
  };
  /** Confirms the account from the outbox's link and turns on an authenticator through settings. */
  const turnOnFactor = async (server: ServerProcess, dataDir: string, email: string) => {
    const link = outboxTo(dataDir, email)
      .join('\n')
      .match(/\/register\/confirmation#([A-Za-z0-9_-]+)/);
    const call = async (method: string, url: string, token?: string, body?: unknown) => {
      const headers: Record<string, string> = token ? { 'x-access-token': token } : {};
      if (body) headers['content-type'] = 'application/json';
      const init = { method, headers, ...(body ? { body: JSON.stringify(body) } : {}) };
      const response = await fetch(`${server.url}${url}`, init);
      expect(response.status, await response.clone().text()).toBe(200);
      return response.json() as Promise<Record<string, string>>;
    };
    const { token } = await call('GET', `/api/users/confirmation/${link?.[1]}`);
    const { secret } = await call('POST', '/api/users/second-factors/totp', token);
    const code = codeAt(secret!, Date.now());
    await call('POST', '/api/users/second-factors/totp/confirmation', token, { code });
  };
  const exists = async (server: ServerProcess, email: string) => {
    const response = await fetch(`${server.url}/api/users/email-exists/${encodeURIComponent(email)}`);
    expect(response.status).toBe(200);
    return ((await response.json()) as { exists: boolean }).exists;
  };

  it('refuses a second process while the server holds it, names the holder, and the data survives', async () => {
    const dataDir = await migratedDir();
    const server = await serve(dataDir);
    await register(server, 'keeps@example.test');

    for (const [script, args] of [
      ['src/db/migrate-cli.ts', []],
      ['scripts/seed.ts', ['--users', '30', '--posts', '30']],
      ['scripts/db-restore.ts', [path.join(dataDir, 'nothing.tar.gz')]],
    ] as const) {
      const run = await runCli(script, [...args], dataDir);
      expect(run.code, `${script}: ${run.output}`).not.toBe(0);
      expect(run.output, script).toContain(`is in use by process ${server.pid}`);
      expect(run.output, script).toContain(`(node ${nodeArgs('src/main.ts').join(' ')})`);
      expect(run.output, script).not.toMatch(/^\s+at /m);
    }
    // A second server on the same folder says why it does not start, without a stack trace.
    const second = await startServer(dataDir).then(
      () => null,
      (error: { output?: string; code?: number | null }) => error,
    );
    expect(second?.code).toBe(1);
    expect(second?.output).toContain(`is in use by process ${server.pid}`);
    expect(second?.output).not.toMatch(/^\s+at /m);

    expect(await exists(server, 'keeps@example.test')).toBe(true);
    await register(server, 'after@example.test');
    expect(await exists(server, 'after@example.test')).toBe(true);

    // A server that dies without releasing its lock leaves it to the next process.
    await server.stop('SIGKILL');
    const migrate = await runCli('src/db/migrate-cli.ts', [], dataDir);
    expect(migrate.code, migrate.output).toBe(0);
    const again = await serve(dataDir);
    expect(await exists(again, 'keeps@example.test')).toBe(true);
    expect(await exists(again, 'after@example.test')).toBe(true);
    expect(await again.stop()).toBe(0);
  }, 480_000);

  it('grants and revokes moderation roles through the server that holds the folder', async () => {
    const dataDir = await migratedDir();
    const server = await serve(dataDir);
    await register(server, 'moderadora@example.test');

    // A role needs a second factor (decision 0052): refused, saying why, until she turns one on.
    const refused = await runCli(
      'scripts/accounts.ts',
      ['grant-role', 'moderadora@example.test', 'moderator'],
      dataDir,
    );
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('moderadora@example.test has no second factor');
    await turnOnFactor(server, dataDir, 'moderadora@example.test');

    const granted = await runCli(
      'scripts/accounts.ts',
      ['grant-role', 'moderadora@example.test', 'moderator'],
      dataDir,
    );
    expect(granted.code, granted.output).toBe(0);
    expect(granted.output).toMatch(/moderadora@example\.test \(account \d+\): no role → moderator/);
    const again = await runCli('scripts/accounts.ts', ['grant-role', 'moderadora@example.test', 'moderator'], dataDir);
    expect(again.output).toContain('already has moderator: nothing changed.');
    const revoked = await runCli('scripts/accounts.ts', ['revoke-role', 'moderadora@example.test'], dataDir);
    expect(revoked.output).toContain('moderator → no role');
    const unknown = await runCli('scripts/accounts.ts', ['grant-role', 'nadie@example.test', 'admin'], dataDir);
    expect(unknown.code).toBe(1);
    expect(unknown.output).toContain('No account has the e-mail nadie@example.test.');

    // Without the lock's key the address does not exist.
    const stranger = await fetch(`${server.url}/api/internal/roles`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'moderadora@example.test', role: 'admin' }),
    });
    expect(stranger.status).toBe(404);
    expect(await server.stop()).toBe(0);
  }, 480_000);

  it('says what happened and how to recover when the folder cannot be opened, without a stack trace', async () => {
    const dataDir = newDataDir();
    mkdirSync(path.join(dataDir, 'db'));
    writeFileSync(path.join(dataDir, 'db', 'PG_VERSION'), '17\n');
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const start = await startServer(dataDir).then(
        () => null,
        (error: { output?: string; code?: number | null }) => error,
      );
      expect(start?.code).toBe(1);
      expect(start?.output).toContain(`The embedded database in ${path.join(dataDir, 'db')} could not be opened`);
      expect(start?.output).toContain('npm run db:restore');
      expect(start?.output).not.toMatch(/^\s+at /m);
    }
  }, 480_000);

  it('backs up while the server runs, and restores that copy with the server stopped', async () => {
    const dataDir = await migratedDir();
    const copy = path.join(dataDir, 'copies', 'before.tar.gz');
    const server = await serve(dataDir);
    await register(server, 'before@example.test');

    const backup = await runCli('scripts/db-backup.ts', [copy], dataDir);
    expect(backup.code, backup.output).toBe(0);
    expect(backup.output).toContain(`taken by the running server, process ${server.pid}`);
    expect(existsSync(copy)).toBe(true);
    await register(server, 'later@example.test');
    expect(await server.stop()).toBe(0);

    const restore = await runCli('scripts/db-restore.ts', [copy], dataDir);
    expect(restore.code, restore.output).toBe(0);
    expect(restore.output).toContain('is kept in');

    const restored = await serve(dataDir);
    expect(await exists(restored, 'before@example.test')).toBe(true);
    expect(await exists(restored, 'later@example.test')).toBe(false);
    expect(await restored.stop()).toBe(0);
  }, 480_000);
});
