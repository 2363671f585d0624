import { rmSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../helpers/free-port.ts';
import { createPrivateRedis, hasRedisServer, type PrivateRedis } from '../helpers/private-redis.ts';
import { migratedDataDir, spawnSignalled } from '../helpers/server-process.ts';
import { engineName } from '../helpers/test-database.ts';

/** What must never show in the output of a stop. */
const UNCLEAN = /uncaught|unhandled|Connection is closed/i;
const RUNNING = /Vitrina is running at/;
const REDIS_AWAY = /redis unreachable/i;

/** A Redis that accepts connections and never answers (a hung host): ioredis stays connecting, commands queue. */
async function silentRedis(): Promise<{ url: string; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `redis://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/**
 * Redis is never needed to answer (decision 0011), nor to stop: the server (`npm start` runs main.ts in its
 * own process) and the scripts that open the app stop on SIGTERM with exit 0 and no uncaught error, whether
 * Redis refused them from the start, never answered, or went away while they ran. Once, on the embedded database:
 * the database engine plays no part in what Redis does to a stop (the PostgreSQL run skips it, decision 0011).
 */
describe.skipIf(engineName === 'postgres')('a clean stop whatever Redis does', () => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  async function serverEnv(redisUrl: string) {
    // A migrated copy of the embedded database for each process.
    const dataDir = await migratedDataDir('vitrina-stop-');
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    return { dataDir, env: { REDIS_URL: redisUrl, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: url } };
  }

  it('the server, Redis refusing connections: stopped while it waits for Redis at the start, and once it serves', async () => {
    const { dataDir, env } = await serverEnv(`redis://127.0.0.1:${await freePort()}`);
    const starting = spawnSignalled('src/main.ts', [], dataDir, env);
    await starting.waitForOutput(REDIS_AWAY);
    expect(await starting.stop('SIGTERM'), starting.output()).toBe(0);
    expect(starting.output()).not.toMatch(UNCLEAN);

    const serving = spawnSignalled('src/main.ts', [], dataDir, env);
    await serving.waitForOutput(RUNNING);
    expect(await serving.stop('SIGTERM'), serving.output()).toBe(0);
    expect(serving.output()).toMatch(/stopped cleanly/);
    expect(serving.output()).not.toMatch(UNCLEAN);
  }, 240_000);

  it('the server and the accounts script, with a Redis that never answers', async () => {
    const hung = await silentRedis();
    cleanups.push(() => hung.close());
    const { dataDir, env } = await serverEnv(hung.url);
    const server = spawnSignalled('src/main.ts', [], dataDir, env);
    await server.waitForOutput(RUNNING);
    expect(await server.stop('SIGTERM'), server.output()).toBe(0);
    expect(server.output()).not.toMatch(UNCLEAN);

    // The script opens the app (and Redis) and is stopped while its connections still wait for an answer.
    const script = spawnSignalled('scripts/accounts.ts', ['purge-due'], dataDir, env);
    await script.waitForOutput(REDIS_AWAY);
    expect(await script.stop('SIGTERM'), script.output()).toBe(0);
    expect(script.output()).toMatch(/No cancelled account is due for deletion/);
    expect(script.output()).not.toMatch(UNCLEAN);

    // Left to end by itself, it closes its connections while they still wait, and nothing is left unhandled.
    const alone = spawnSignalled('scripts/accounts.ts', ['purge-due'], dataDir, env);
    expect(await alone.exited(), alone.output()).toBe(0);
    expect(alone.output()).not.toMatch(UNCLEAN);
  }, 240_000);

  it.skipIf(!hasRedisServer)(
    'the server losing its Redis while it runs',
    async () => {
      const redis: PrivateRedis = await createPrivateRedis();
      cleanups.push(() => redis.stop());
      await redis.start();
      const { dataDir, env } = await serverEnv(redis.url);
      const server = spawnSignalled('src/main.ts', [], dataDir, { ...env, REDIS_PREFIX: 'stop-test' });
      await server.waitForOutput(RUNNING);
      expect((await fetch(`${env.PUBLIC_URL}/api/health`)).status).toBe(200);
      await redis.stop();
      await server.waitForOutput(REDIS_AWAY);
      expect(await server.stop('SIGTERM'), server.output()).toBe(0);
      expect(server.output()).toMatch(/stopped cleanly/);
      expect(server.output()).not.toMatch(UNCLEAN);
    },
    180_000,
  );
});
