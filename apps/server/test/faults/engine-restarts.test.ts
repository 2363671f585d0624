import { exec as execCallback, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { acquaint } from '../helpers/acquaint.ts';
import { createUser, type TestUser } from '../helpers/factories.ts';
import { freePort } from '../helpers/free-port.ts';
import { nodeArgs, serverRoot } from '../helpers/server-process.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { testDatabaseUrl, testRedisUrl } from '../helpers/test-database.ts';

/**
 * The fault test: the real server (main.ts, a child process) under a load of likes, posts
 * and messages while PostgreSQL and then Redis really restart. The process stays up, no answer is a 500
 * (only 200, 429 or 503), every acknowledged write is in the database afterwards, and service is back
 * within 5 s of each engine's return.
 *
 * It restarts the machine's shared engines, so it runs only when asked: FAULT_TESTS=1 with
 * TEST_DATABASE_URL and TEST_REDIS_URL (CI runs it in its own step, after the other server tests).
 */
const enabled = process.env.FAULT_TESTS === '1' && Boolean(testDatabaseUrl) && Boolean(testRedisUrl);
const JWT_SECRET = `fault-test-secret-${randomBytes(16).toString('hex')}`;
const BACK_WITHIN_MS = 5_000;

/** Runs a shell command without blocking this process: the load goes on while an engine restarts. */
const exec = promisify(execCallback);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Kind = 'like' | 'post' | 'message';
interface Acknowledged {
  likes: Array<{ userId: number; postId: number }>;
  posts: number[];
  messages: number[];
}

describe.skipIf(!enabled)('PostgreSQL and Redis restart under load', () => {
  const dbName = `vitrina_t_fault_${randomBytes(4).toString('hex')}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vitrina-fault-'));
  let databaseUrl = '';
  let child: ChildProcess;
  let output = '';
  let base = '';
  let people: TestUser[] = [];
  const postIds: number[] = [];

  const admin = async <T>(work: (client: pg.Client) => Promise<T>): Promise<T> => {
    const client = new pg.Client({ connectionString: testDatabaseUrl });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    await admin((client) => client.query(`create database ${dbName}`));
    const url = new URL(testDatabaseUrl!);
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();

    // People and their first posts, written by an app in this process on the same database (and secret).
    const env = { NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, DATABASE_URL: databaseUrl, JWT_SECRET };
    const setup = await buildApp(loadConfig(env));
    const asTestApp = { ...setup, dataDir, close: () => setup.server.close() } as TestApp;
    people = [];
    for (let i = 0; i < 30; i += 1) people.push(await createUser(asTestApp, { type: 'talento' }));
    // They follow each other, so every message is an inbox message, not a request limited to two (decision 0007).
    await acquaint(asTestApp, ...people);
    await setup.server.close();

    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, nodeArgs('src/main.ts'), {
      cwd: serverRoot,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        WEB_DIST: path.join(dataDir, 'no-web'),
        DATABASE_URL: databaseUrl,
        REDIS_URL: testRedisUrl,
        REDIS_PREFIX: `fault-${randomBytes(4).toString('hex')}`,
        JWT_SECRET,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (d) => (output += d));
    child.stderr!.on('data', (d) => (output += d));
    while (child.exitCode === null && !(await healthOk())) await sleep(200);
    expect(child.exitCode, output).toBeNull();

    for (const person of people.slice(0, 10)) {
      const res = await call(person, 'POST', '/api/posts', { title: '', categoryId: 1, description: 'primera' });
      expect(res.status, await res.clone().text()).toBe(200);
      postIds.push(((await res.json()) as { id: number }).id);
    }
  }, 120_000);

  afterAll(async () => {
    // Whatever happened, the shared Redis is left running (others' tests use it).
    const redisPort = new URL(testRedisUrl!).port || '6379';
    if ((await exec(`redis-cli -h 127.0.0.1 -p ${redisPort} ping || true`)).stdout.trim() !== 'PONG')
      await exec(`redis-server --daemonize yes --bind 127.0.0.1 --port ${redisPort} --save "" --appendonly no`);
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, sleep(15_000)]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    await admin((client) => client.query(`drop database if exists ${dbName} with (force)`)).catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  });

  function call(user: TestUser, method: string, url: string, body?: unknown): Promise<Response> {
    return fetch(`${base}${url}`, {
      method,
      headers: { 'x-access-token': user.token, 'content-type': 'application/json', 'accept-language': 'en' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(20_000),
    });
  }

  async function healthOk(): Promise<boolean> {
    return fetch(`${base}/api/health`, { signal: AbortSignal.timeout(10_000) }).then(
      (r) => r.status === 200,
      () => false,
    );
  }

  /** One write of the load; answers its status (0 when no answer came at all). */
  async function write(kind: Kind, user: TestUser, acknowledged: Acknowledged, other: TestUser): Promise<number> {
    try {
      if (kind === 'like') {
        const postId = postIds[Math.floor(Math.random() * postIds.length)]!;
        const res = await call(user, 'POST', `/api/reactions/like/post/${postId}`, { reacted: true });
        if (res.status === 200) acknowledged.likes.push({ userId: user.id, postId });
        await res.arrayBuffer();
        return res.status;
      }
      if (kind === 'post') {
        const res = await call(user, 'POST', '/api/posts', { title: '', categoryId: 1, description: randomUUID() });
        if (res.status === 200) acknowledged.posts.push(((await res.json()) as { id: number }).id);
        else await res.arrayBuffer();
        return res.status;
      }
      const res = await call(user, 'POST', '/api/messages', {
        message: `hola ${randomUUID()}`,
        receiverId: other.id,
        clientId: randomUUID(),
      });
      if (res.status === 200) acknowledged.messages.push(((await res.json()) as { id: number }).id);
      else await res.arrayBuffer();
      return res.status;
    } catch {
      return 0;
    }
  }

  /** Answers how long (ms) after `since` a write and the health check both succeeded again. */
  async function serviceBack(since: number, user: TestUser): Promise<number> {
    const acknowledged: Acknowledged = { likes: [], posts: [], messages: [] };
    while (Date.now() - since < 30_000) {
      if ((await write('like', user, acknowledged, user)) === 200 && (await healthOk())) return Date.now() - since;
      await sleep(100);
    }
    return Infinity;
  }

  it('stays up, answers 200, 429 or 503 only, keeps every acknowledged write, and is back within 5 s', async () => {
    const acknowledged: Acknowledged = { likes: [], posts: [], messages: [] };
    const statuses = new Map<string, number>();
    const degraded: unknown[] = [];
    let running = true;
    let turn = 0;
    const kinds: Kind[] = ['like', 'message', 'like', 'post'];
    const worker = async () => {
      while (running) {
        turn += 1;
        const kind = kinds[turn % kinds.length]!;
        const user = people[turn % people.length]!;
        const other = people[(turn + 7) % people.length]!;
        const status = await write(kind, user, acknowledged, other);
        statuses.set(`${kind} ${status}`, (statuses.get(`${kind} ${status}`) ?? 0) + 1);
        await sleep(50);
      }
    };
    const watcher = async () => {
      while (running) {
        const res = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(10_000) }).catch(() => null);
        if (res?.status === 503) degraded.push(await res.json());
        await sleep(100);
      }
    };
    const load = [...Array.from({ length: 6 }, worker), watcher()];

    await sleep(2_000);
    await exec('pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main restart');
    const postgresBack = Date.now();
    const afterPostgres = await serviceBack(postgresBack, people[0]!);
    expect(child.exitCode, output).toBeNull();

    await sleep(2_000);
    const redisPort = new URL(testRedisUrl!).port || '6379';
    await exec(`redis-cli -h 127.0.0.1 -p ${redisPort} shutdown nosave || true`);
    await sleep(1_500);
    await exec(`redis-server --daemonize yes --bind 127.0.0.1 --port ${redisPort} --save "" --appendonly no`);
    while ((await exec(`redis-cli -h 127.0.0.1 -p ${redisPort} ping || true`)).stdout.trim() !== 'PONG')
      await sleep(50);
    const redisBack = Date.now();
    const afterRedis = await serviceBack(redisBack, people[1]!);

    await sleep(2_000);
    running = false;
    await Promise.all(load);

    const summary = [...statuses]
      .sort()
      .map(([key, n]) => `${key}×${n}`)
      .join(', ');
    console.log(
      `fault test: ${summary}; back after PostgreSQL ${afterPostgres} ms, after Redis ${afterRedis} ms; ` +
        `health degraded ${degraded.length} times`,
    );
    expect(child.exitCode, output).toBeNull();
    expect(output).not.toMatch(/Unhandled|uncaught/i);
    const refused = [...statuses.keys()].filter((key) => !/ (200|429|503)$/.test(key));
    expect(refused, summary).toEqual([]);
    expect(afterPostgres).toBeLessThanOrEqual(BACK_WITHIN_MS);
    expect(afterRedis).toBeLessThanOrEqual(BACK_WITHIN_MS);
    for (const body of degraded) expect(body).toMatchObject({ status: 'degraded', error: 'unavailable' });

    // Every acknowledged write is there.
    const check = new pg.Client({ connectionString: databaseUrl });
    await check.connect();
    try {
      const posts = await check.query<{ n: string }>('select count(*) as n from posts where id = any($1::bigint[])', [
        acknowledged.posts,
      ]);
      expect(Number(posts.rows[0]!.n)).toBe(acknowledged.posts.length);
      const messages = await check.query<{ n: string }>(
        'select count(*) as n from messages where id = any($1::bigint[])',
        [acknowledged.messages],
      );
      expect(Number(messages.rows[0]!.n)).toBe(acknowledged.messages.length);
      const pairs = [...new Set(acknowledged.likes.map((l) => `${l.userId}:${l.postId}`))];
      const likes = await check.query<{ n: string }>(
        `select count(*) as n from post_reactions
         where (user_id::text || ':' || post_id::text) = any($1::text[])`,
        [pairs],
      );
      expect(Number(likes.rows[0]!.n)).toBe(pairs.length);
      expect(acknowledged.posts.length + acknowledged.messages.length + pairs.length).toBeGreaterThan(0);
    } finally {
      await check.end();
    }
  }, 180_000);
});
