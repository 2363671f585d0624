import { fileURLToPath } from 'node:url';
import { request } from 'undici';
import { forkApp, type ForkedApp } from '../forked-app.ts';

/** The app process(es) under test and the address the crowd uses: the one app, or the balancer before two. */
export interface AppFleet {
  origin: string;
  /** Each app process's own address (past the balancer): the cross-process checks write to one, read from another. */
  appOrigins: string[];
  /** Process ids of the app processes (not the balancer's): their CPU and memory are the app's. */
  appPids: number[];
  tokens(userIds: number[]): Promise<string[]>;
  /** Resident memory and V8 heap used of each app process now (bytes). */
  memory(): Promise<Array<{ rss: number; heapUsed: number }>>;
  /** Each app process's `/metrics` (Prometheus text), as an operator's scraper reads it. */
  metrics(): Promise<string[]>;
  close(): Promise<void>;
}

const METRICS_TOKEN = 'bench-day-metrics-token-0123456789';

/** Tokens are asked for in slices: one IPC message of 10,000 tokens is slow to build and to parse. */
const TOKEN_SLICE = 500;

/**
 * Starts `processes` app processes one after the other (the first runs the migrations alone), sharing
 * PostgreSQL and Redis, and with two or more a round-robin balancer before them.
 */
export async function startAppFleet(options: {
  processes: number;
  databaseUrl: string;
  redisUrl: string;
  redisPrefix: string;
}): Promise<AppFleet> {
  const env = {
    ...process.env,
    DATABASE_URL: options.databaseUrl,
    REDIS_URL: options.redisUrl,
    REDIS_PREFIX: options.redisPrefix,
    METRICS_TOKEN,
  };
  // BENCH_DAY_PROFILE=<folder>: each app process writes a V8 CPU profile there when it closes (where its time goes).
  // BENCH_DAY_APP_FLAGS: more Node flags for the app processes (`--trace-gc`: each collection's pause).
  const appFlags = [
    // The thread pool `npm start` gives the server (an operator's UV_THREADPOOL_SIZE wins, as there).
    '--require',
    fileURLToPath(new URL('../../../../scripts/thread-pool.cjs', import.meta.url)),
    ...(process.env.BENCH_DAY_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_DAY_PROFILE}`] : []),
    ...(process.env.BENCH_DAY_APP_FLAGS ?? '').split(' ').filter(Boolean),
  ];
  const apps: ForkedApp[] = [];
  let balancer: ForkedApp | null = null;
  try {
    for (let i = 0; i < options.processes; i += 1)
      apps.push(await forkApp(new URL('../app-process.ts', import.meta.url), [], env, appFlags));
    if (apps.length > 1)
      balancer = await forkApp(
        new URL('./balancer.ts', import.meta.url),
        apps.map((a) => String(a.port)),
        process.env,
      );
  } catch (error) {
    for (const child of [...apps, balancer]) child?.child.kill();
    throw error;
  }
  const first = apps[0]!;
  return {
    origin: `http://127.0.0.1:${(balancer ?? first).port}`,
    appOrigins: apps.map((a) => `http://127.0.0.1:${a.port}`),
    appPids: apps.map((a) => a.pid),
    async tokens(userIds) {
      const tokens: string[] = [];
      for (let i = 0; i < userIds.length; i += TOKEN_SLICE) {
        const slice = userIds.slice(i, i + TOKEN_SLICE);
        tokens.push(...(await first.ask<{ tokens: string[] }>({ kind: 'tokens', userIds: slice })).tokens);
      }
      return tokens;
    },
    async memory() {
      const answers = await Promise.all(apps.map((a) => a.ask<{ memory: NodeJS.MemoryUsage }>({ kind: 'memory' })));
      return answers.map(({ memory }) => ({ rss: memory.rss, heapUsed: memory.heapUsed }));
    },
    metrics: () =>
      Promise.all(
        apps.map(async (a) => {
          const res = await request(`http://127.0.0.1:${a.port}/metrics`, {
            headers: { authorization: `Bearer ${METRICS_TOKEN}` },
          });
          return res.body.text();
        }),
      ),
    async close() {
      balancer?.child.send({ kind: 'close' });
      await Promise.all(apps.map((a) => a.ask({ kind: 'close' }).catch(() => undefined)));
    },
  };
}
