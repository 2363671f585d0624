import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { waitUntil } from '../helpers/sockets.ts';
import { createTestApp } from '../helpers/test-app.ts';
import { freePort } from '../helpers/free-port.ts';
import { migratedDataDir, nodeArgs, PROCESS_WAIT_MS, serverRoot } from '../helpers/server-process.ts';
import { engineName } from '../helpers/test-database.ts';

describe('graceful shutdown', () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('finishes in-flight requests, refuses new ones and closes the database', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let entered: () => void = () => undefined;
    const reached = new Promise<void>((resolve) => (entered = resolve));
    const app = await createTestApp({}, {}, ({ server }) => {
      server.get('/api/test-only/slow', async () => {
        entered();
        await gate;
        return { done: true };
      });
    });
    await app.server.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;

    const inFlight = fetch(`http://127.0.0.1:${port}/api/test-only/slow`);
    await reached;
    const closing = app.close();
    // The listener closes first; the request in flight keeps its connection until it is answered.
    await waitUntil(() => !app.server.server.listening, 'the listener to close');
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
    release();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ done: true });
    await closing;
    await expect(app.database.ping()).rejects.toThrow();
  });

  // The process runs on its embedded database whatever the run's engine: the PostgreSQL run would repeat it.
  // SIGTERM's first start is a newcomer's (an empty folder); SIGINT's starts from a migrated copy.
  it.skipIf(engineName === 'postgres').each(['SIGTERM', 'SIGINT'] as const)(
    'main.ts exits 0 on %s after serving, and a second start reuses the data',
    async (signal) => {
      const dataDir =
        signal === 'SIGTERM'
          ? mkdtempSync(path.join(tmpdir(), 'vitrina-main-'))
          : await migratedDataDir('vitrina-main-');
      dirs.push(dataDir);
      const run = async () => {
        const port = await freePort();
        const child = spawn(process.execPath, nodeArgs('src/main.ts'), {
          cwd: serverRoot,
          env: {
            PATH: process.env.PATH,
            DATA_DIR: dataDir,
            PORT: String(port),
            HOST: '127.0.0.1',
            LOG_LEVEL: 'warn',
            WEB_DIST: path.join(dataDir, 'no-web'),
          },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        let output = '';
        child.stdout.on('data', (d) => (output += d));
        child.stderr.on('data', (d) => (output += d));
        const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
        const deadline = Date.now() + PROCESS_WAIT_MS;
        let healthy = false;
        while (Date.now() < deadline && !healthy) {
          healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then(
            (r) => r.ok,
            () => false,
          );
          if (!healthy) await new Promise((r) => setTimeout(r, 200));
        }
        expect(healthy, output).toBe(true);
        expect(output).toContain(`Vitrina is running at http://localhost:${port}`);
        child.kill(signal);
        const code = await Promise.race([
          exited,
          new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), 15_000)),
        ]);
        if (code === 'timeout') child.kill('SIGKILL');
        expect(code, output).toBe(0);
        expect(output).toContain('Vitrina stopped cleanly.');
      };
      await run();
      // The second start finds the PGlite data and the generated secret from the first one.
      await run();
    },
    3 * PROCESS_WAIT_MS,
  );
});
