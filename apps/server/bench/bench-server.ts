import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buildApp, type App } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase, queryRows } from '../src/db/client.ts';
import { issueToken } from '../test/helpers/session-tokens.ts';
import { cpuMeter } from './cpu.ts';
import { clearEarlierLoads } from './write-load-marks.ts';
import { fetchOnce, load, type LoadResult } from './load.ts';

/** Where a seeded database is: a PostgreSQL URL, or a DATA_DIR whose db/ holds PGlite. */
export type Source = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string };

export interface Statement {
  query: string;
  params: unknown[];
}

export interface MeasuredLoad extends LoadResult {
  /** CPU per answered request of the server's main thread (with PGlite: the database too), in ms. */
  serverCpu: number | null;
  /** CPU per answered request of the PostgreSQL server, all its processes (local PostgreSQL only), in ms. */
  databaseCpu: number | null;
}

export interface CaseResult extends MeasuredLoad {
  path: string;
  /** SQL statements one request runs (counted by the database observer). */
  statements: number;
  /** The statements themselves, for EXPLAIN. */
  captured: Statement[];
  bytes: number;
  body: Buffer;
  /** One request alone, no load (ms). */
  alone: number;
}

/** Warm-up rounds of a case at most (2 s each). */
const WARM_UP_ROUNDS = 5;

export interface Viewer {
  id: number;
  following: number;
  token: string;
}

export interface LoadSettings {
  connections: number;
  seconds: number;
}

/**
 * The real app on 127.0.0.1 (port 0) over a seeded database, opened with a query observer that counts
 * and records statements. Nothing else differs from production: no rate limits, silent logs.
 */
export async function startBenchServer(
  source: Source,
  dirs: { webDist: string; dataDir: string },
  env: Record<string, string> = {},
) {
  let recorded: Statement[] | null = null;
  let count = 0;
  const database = await openDatabase({
    databaseUrl: source.kind === 'postgres' ? source.url : undefined,
    dataDir: source.kind === 'pglite' ? source.dataDir : '',
    inMemory: false,
    onQuery: (query, params) => {
      count += 1;
      recorded?.push({ query, params });
    },
  });
  await clearEarlierLoads(database.db);
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: dirs.dataDir,
    WEB_DIST: dirs.webDist,
    JWT_SECRET: 'bench-secret-that-is-long-enough-0123456789',
    RATE_LIMITS: 'false',
    ...env,
  });
  const app: App = await buildApp(config, { database });
  await app.server.listen({ host: '127.0.0.1', port: 0 });
  // A served process runs its background jobs (main.ts starts them the same way).
  app.jobs.start();
  const address = app.server.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  const base = `http://127.0.0.1:${address.port}`;

  /** The statements of exactly one request (nothing else runs meanwhile), and its time alone. */
  async function observe(path: string, headers: Record<string, string>) {
    recorded = [];
    count = 0;
    const started = performance.now();
    const answer = await fetchOnce(`${base}${path}`, headers);
    const alone = performance.now() - started;
    const captured = recorded;
    recorded = null;
    if (answer.status !== 200)
      throw new Error(`GET ${path} → ${answer.status} ${answer.body.toString().slice(0, 200)}`);
    return { statements: count, captured, body: answer.body, alone };
  }

  /**
   * One warm request: after a first one (which fills the caches and builds the timeline), the fewest statements of
   * three, since a background round of the server's jobs (the e-mail while away, exports, deletions) may run
   * during one request and be counted with it.
   */
  async function observeWarm(path: string, headers: Record<string, string>) {
    await observe(path, headers);
    const tries = [await observe(path, headers), await observe(path, headers), await observe(path, headers)];
    return tries.reduce((best, next) => (next.statements < best.statements ? next : best));
  }

  /**
   * After a load run, waits until the requests it left in flight are done (the client closes its sockets
   * when time is up, the server still finishes their queries): until one request takes about its time alone.
   */
  async function settle(path: string, headers: Record<string, string>, alone: number) {
    const deadline = performance.now() + 60_000;
    while (performance.now() < deadline) {
      const started = performance.now();
      await fetchOnce(`${base}${path}`, headers);
      if (performance.now() - started < alone * 2 + 20) return;
    }
  }

  const cpu = cpuMeter(async () => {
    if (database.kind !== 'postgres') return [];
    const rows = await queryRows<{ pid: number }>(
      database.db,
      sql`select pid from pg_stat_activity where datname = current_database() and backend_type = 'client backend'`,
    );
    return rows.map((r) => r.pid);
  });

  async function run(
    path: string,
    headers: Record<string, string>,
    alone: number,
    settings: LoadSettings,
    requests?: Array<{ path: string; headers: Record<string, string> }>,
  ): Promise<MeasuredLoad> {
    // Warmed until the rate stops climbing: on a slow machine the JIT is still compiling the path after a couple
    // of seconds, and a case measured then counts the compiler, not the route (a served process runs warm).
    let best = 0;
    const sent = { headers, ...(requests ? { requests } : {}) };
    for (let round = 0; round < WARM_UP_ROUNDS; round += 1) {
      const { rate } = await load(`${base}${path}`, { ...settings, seconds: Math.min(2, settings.seconds), ...sent });
      if (round > 0 && rate < best * 1.05) break;
      best = Math.max(best, rate);
    }
    await settle(path, headers, alone);
    const meter = await cpu.start();
    const result = await load(`${base}${path}`, { ...settings, ...sent });
    const used = meter.stop();
    await settle(path, headers, alone);
    const per = (ms: number | null) => (ms === null || result.total === 0 ? null : ms / result.total);
    return { ...result, serverCpu: per(used.serverMs), databaseCpu: per(used.databaseMs) };
  }

  return {
    app,
    base,
    kind: database.kind,

    /** The profile address of the talent with the most live posts (the profile timeline's case). */
    async busiestProfile(): Promise<string> {
      const [row] = await queryRows<{ profileUrl: string }>(
        database.db,
        sql`select profile_url as "profileUrl" from users where type = 'talento' order by posts_count desc, id limit 1`,
      );
      if (!row) throw new Error('the database holds no talent: seed it first (npm run seed)');
      return row.profileUrl;
    },

    /** A talent following about `following` talents (the closest count), with a session token. */
    async pickViewer(following: number): Promise<Viewer> {
      const [row] = await queryRows<{ id: number; following: number }>(
        database.db,
        sql`select id::int as id, following_count as following from users where type = 'talento'
            order by abs(following_count - ${following}), id limit 1`,
      );
      if (!row) throw new Error('the database holds no talent: seed it first (npm run seed)');
      return { id: row.id, following: row.following, token: await issueToken(app, row.id) };
    },

    /** `count` talents spread over the network (the same every run), each with a session token. */
    async pickViewers(count: number): Promise<Viewer[]> {
      const rows = await queryRows<{ id: number; following: number }>(
        database.db,
        sql`select id::int as id, following_count as following from users
            where type = 'talento' and deleted_at is null and cancelled_at is null
            order by md5(id::text) limit ${count}`,
      );
      return Promise.all(rows.map(async (row) => ({ ...row, token: await issueToken(app, row.id) })));
    },

    /** A given person (a recipient chosen by the bench), with a session token. */
    async viewerOf(id: number): Promise<Viewer> {
      const [row] = await queryRows<{ following: number }>(
        database.db,
        sql`select following_count as following from users where id = ${id}`,
      );
      if (!row) throw new Error(`no user ${id}`);
      return { id, following: row.following, token: await issueToken(app, id) };
    },

    /**
     * The statements of one request of any method (a write too: it happens), its status and body; through
     * inject, nothing else runs meanwhile.
     */
    async capture(method: 'GET' | 'POST', path: string, viewer: Viewer, body?: object) {
      recorded = [];
      const answer = await app.server.inject({
        method,
        url: path,
        headers: { 'x-access-token': viewer.token },
        ...(body === undefined ? {} : { payload: body }),
      });
      const captured = recorded;
      recorded = null;
      if (answer.statusCode !== 200) throw new Error(`${method} ${path} → ${answer.statusCode} ${answer.body}`);
      return { captured, body: answer.body };
    },

    /** Statements, bytes and time of one request alone, then throughput and latency under load. */
    async measure(path: string, viewer: Viewer, settings: LoadSettings): Promise<CaseResult> {
      const headers = { 'x-access-token': viewer.token };
      const once = await observeWarm(path, headers);
      const result = await run(path, headers, once.alone, settings);
      return { ...result, path, ...once, bytes: once.body.length };
    },

    /** Each path under load for 2 s before any case is measured: a fresh process (PGlite's engine most) is not warm. */
    async warm(paths: readonly string[], viewer: Viewer, settings: LoadSettings): Promise<void> {
      const headers = { 'x-access-token': viewer.token };
      for (const path of paths) await load(`${base}${path}`, { ...settings, seconds: 2, headers });
    },

    /** The same for many viewers: each connection asks `path` as each of them in turn; one request as the first. */
    async measureMany(path: string, viewers: readonly Viewer[], settings: LoadSettings): Promise<CaseResult> {
      const headers = { 'x-access-token': viewers[0]!.token };
      const once = await observeWarm(path, headers);
      const requests = viewers.map((viewer) => ({ path, headers: { 'x-access-token': viewer.token } }));
      const result = await run(path, headers, once.alone, settings, requests);
      return { ...result, path, ...once, bytes: once.body.length };
    },

    /** The id of the last post on a page: `before` of the next page by keyset. */
    async lastIdOn(path: string, viewer: Viewer): Promise<number> {
      const { body } = await observe(path, { 'x-access-token': viewer.token });
      const ids = (JSON.parse(body.toString()) as { posts: Array<{ id: number }> }).posts.map((p) => p.id);
      if (ids.length === 0) throw new Error(`${path} is empty: seed a bigger network`);
      return ids.at(-1)!;
    },

    /** CPU (ms) of the server's main thread and of PostgreSQL over `seconds` with no request of the bench's own. */
    async measureQuiet(seconds: number) {
      const meter = await cpu.start();
      await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
      return meter.stop();
    },

    /** The same figures for a static file of the web app folder (registered at start-up). */
    async measureStatic(path: string, expected: Buffer, settings: LoadSettings): Promise<MeasuredLoad> {
      const once = await observe(path, {});
      if (Buffer.compare(once.body, expected) !== 0) throw new Error(`static ${path} not served with the feed's bytes`);
      return run(path, {}, once.alone, settings);
    },

    async close() {
      await app.server.close();
      await database.close();
    },
  };
}

export type BenchServer = Awaited<ReturnType<typeof startBenchServer>>;

/** The table the discovery and notifications benches print: one row per case, then its static file. */
export const LOAD_TABLE_HEADER =
  '   case                  req/s    p50 ms    p99 ms  alone ms  stmts    bytes  static×  cpu/req: app    db ms';

export function loadRow(
  name: string,
  r: MeasuredLoad,
  extra: { alone?: number; statements?: number; bytes?: number; ratio?: number },
) {
  const n = (v: number | null | undefined, width: number, digits = 1) =>
    (v === undefined || v === null ? '—' : v.toFixed(digits)).padStart(width);
  const note = r.failures ? `  (${r.failures} failed)` : '';
  return (
    `   ${name.padEnd(19)}${n(r.rate, 8, 0)}${n(r.p50, 10)}${n(r.p99, 10)}${n(extra.alone, 10)}` +
    `${n(extra.statements, 7, 0)}${n(extra.bytes, 9, 0)}${n(extra.ratio, 9, 2)}` +
    `${n(r.serverCpu, 14, 2)}${n(r.databaseCpu, 7, 2)}${note}`
  );
}
