/**
 * Feed benchmark (`npm run bench` or `npm run bench -- feed`): GET /api/posts/feed on seeded databases,
 * through the real app on 127.0.0.1 with autocannon (50 connections, a few seconds a case). Prints for
 * each case requests per second, p50 and p99 latency, SQL statements per request, bytes per response and,
 * for page 1, the ratio to a static file of the same bytes served by the same server; page 1 again asked by a
 * thousand viewers in turn (bench/many-viewers.ts); then EXPLAIN
 * (ANALYZE, BUFFERS) summaries of the statements a request runs; then PGlite against PostgreSQL at one size.
 *
 *   BENCH_DATABASE_URL          PostgreSQL seeded at full size, e.g.
 *                               npm run seed -- --users 10000 --posts 1000000 --follows 1000000 --likes 5000000 --comments 1000000
 *   BENCH_PGLITE_DIR            a DATA_DIR whose db/ is PGlite seeded smaller (e.g. --posts 100000 --likes 500000 --comments 100000)
 *   BENCH_COMPARE_DATABASE_URL  PostgreSQL seeded with the same flags as BENCH_PGLITE_DIR
 *   BENCH_REDIS_URL             Redis for the home timelines of the PostgreSQL parts (without it the followed
 *                               feed reads the database only, decision 0005)
 *   BENCH_SECONDS (5), BENCH_CONNECTIONS (50)
 *
 * A part whose databases are not given is skipped with a note.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { keptCaches } from '../src/platform/kept-registry.ts';
import { printPlans } from './explain.ts';
import { measureFanout } from './fanout.ts';
import { measureManyViewers } from './many-viewers.ts';
import { compareUnderWrites, loadHeading, turnsLine } from './write-load.ts';
import {
  startBenchServer,
  type BenchServer,
  type Viewer,
  type CaseResult,
  type LoadSettings,
  type MeasuredLoad,
  type Source,
} from './bench-server.ts';

const settings: LoadSettings = {
  connections: Number(process.env.BENCH_CONNECTIONS ?? 50),
  seconds: Number(process.env.BENCH_SECONDS ?? 5),
};
/** The followed feed is measured for a talent following about this many talents. */
const FOLLOWING = 150;
/** Page 1 against its static file (the global feed's is higher). */
const PAGE_ONE_TARGET = { followed: 0.3, global: 0.4, profile: 0.3 } as const;
const PAGE_FIFTY_P99_TARGET = 1.5;
/** Times a page 1 and its static file are measured in turn (the middle run of each is kept). */
const PAIRED_ROUNDS = 3;

const CASES = [
  { name: 'followed p1', path: '/api/posts/feed?page=1' },
  { name: 'followed p50', path: '/api/posts/feed?page=50' },
  { name: 'global p1', path: '/api/posts/feed?page=1&filter=agencia' },
  { name: 'global p50', path: '/api/posts/feed?page=50&filter=agencia' },
] as const;
/** Page 50 by keyset (`before` = the last id of page 49), as the web's infinite scroll asks for it. */
const KEYSET_CASES = [
  { name: 'followed p50 ks', pageBefore: '/api/posts/feed?page=49', path: '/api/posts/feed?before=' },
  {
    name: 'global p50 ks',
    pageBefore: '/api/posts/feed?page=49&filter=agencia',
    path: '/api/posts/feed?filter=agencia&before=',
  },
] as const;
type CaseName = (typeof CASES)[number]['name'] | (typeof KEYSET_CASES)[number]['name'];

const HEADER = '   case                   req/s    p50 ms    p99 ms  alone ms  stmts    bytes  cpu/req: app    db ms';

/** One line of the figures table; '—' where a figure does not apply. */
function row(name: string, r: MeasuredLoad, extra: { alone?: number; statements?: number; bytes?: number } = {}) {
  const n = (v: number | null | undefined, width: number, digits = 1) =>
    (v === null || v === undefined ? '—' : v.toFixed(digits)).padStart(width);
  const note = r.failures ? `  (${r.failures} failed)` : r.total === 0 ? '  (no answer within the run)' : '';
  return (
    `   ${name.padEnd(20)}${n(r.rate, 8, 0)}${n(r.p50, 10)}${n(r.p99, 10)}${n(extra.alone, 10)}` +
    `${n(extra.statements, 7, 0)}${n(extra.bytes, 9, 0)}${n(r.serverCpu, 14, 2)}${n(r.databaseCpu, 7, 2)}${note}`
  );
}
const caseRow = (name: string, r: CaseResult) =>
  row(name, r, { alone: r.alone, statements: r.statements, bytes: r.bytes });

/** Home timelines in Redis under a prefix of this run's own, when the bench is given one. */
const redisEnv = (): Record<string, string> =>
  process.env.BENCH_REDIS_URL
    ? {
        REDIS_URL: process.env.BENCH_REDIS_URL,
        REDIS_PREFIX: `vitrina-bench-${process.pid}-${Date.now()}`,
        // The run's timelines leave the shared Redis by themselves within a quarter of an hour.
        TIMELINE_ACTIVE_DAYS: '0.01',
      }
    : {};

/** A static file of `body`'s bytes, measured right after its case, so both run on the machine as it is then. */
async function measureStatic(server: BenchServer, webDist: string, name: string, body: Buffer) {
  writeFileSync(path.join(webDist, `static-${name}.json`), body);
  return server.measureStatic(`/static-${name}.json`, body, settings);
}

/** The run of the middle rate. */
const middle = <T extends { rate: number }>(runs: T[]): T =>
  [...runs].sort((a, b) => a.rate - b.rate)[runs.length >> 1]!;

/**
 * A page 1 and its static file measured in turn, PAIRED_ROUNDS times, and the middle run of each: on a shared
 * machine whose speed drifts by a third from minute to minute, a ratio of two single runs measured the drift.
 */
async function measurePaired(server: BenchServer, webDist: string, name: string, measure: () => Promise<CaseResult>) {
  const results: CaseResult[] = [];
  const statics: MeasuredLoad[] = [];
  for (let round = 0; round < PAIRED_ROUNDS; round += 1) {
    const result = await measure();
    results.push(result);
    statics.push(await measureStatic(server, webDist, name, result.body));
  }
  return { result: middle(results), static: middle(statics) };
}

async function runCases(
  source: Source,
  dirs: { webDist: string; dataDir: string },
  keyset: boolean,
  statics?: Map<string, MeasuredLoad>,
) {
  const server = await startBenchServer(source, dirs, source.kind === 'postgres' ? redisEnv() : {});
  try {
    const viewer = await server.pickViewer(FOLLOWING);
    await server.warm(
      CASES.map((c) => c.path),
      viewer,
      settings,
    );
    const results = new Map<CaseName, CaseResult>();
    for (const c of CASES) {
      const scope = c.name.endsWith(' p1') ? c.name.split(' ')[0]! : null;
      if (statics && scope) {
        const paired = await measurePaired(server, dirs.webDist, scope, () => server.measure(c.path, viewer, settings));
        results.set(c.name, paired.result);
        statics.set(scope, paired.static);
      } else {
        results.set(c.name, await server.measure(c.path, viewer, settings));
      }
    }
    if (keyset) {
      for (const c of KEYSET_CASES) {
        const before = await server.lastIdOn(c.pageBefore, viewer);
        results.set(c.name, await server.measure(`${c.path}${before}`, viewer, settings));
      }
    }
    return { server, viewer, results };
  } catch (error) {
    await server.close();
    throw error;
  }
}

async function fullSize(url: string, dirs: { webDist: string; dataDir: string }) {
  const statics = new Map<string, MeasuredLoad>();
  const { server, viewer, results } = await runCases({ kind: 'postgres', url }, dirs, true, statics);
  try {
    // A profile timeline (≥ 0.3× too): the busiest talent's page 1, against its own static bytes.
    const profilePath = `/api/posts/user/${await server.busiestProfile()}?page=1`;
    const paired = await measurePaired(server, dirs.webDist, 'profile', () =>
      server.measure(profilePath, viewer, settings),
    );
    const profile = paired.result;
    statics.set('profile', paired.static);
    console.log(
      `\n1. Feed on PostgreSQL at full size (${settings.connections} connections, ${settings.seconds} s a case; ` +
        `each page 1 and its static file in turn ${PAIRED_ROUNDS} times, the middle run of each)`,
    );
    console.log(`   viewer: talent ${viewer.id}, following ${viewer.following} talents`);
    const caches = keptCaches(server.app.server);
    const figures = (name: string) => caches.get(name)!.stats();
    // A page answered from a home timeline is a hit of theirs, one read from the database a miss.
    const timelines = caches.get('home-timelines')?.stats();
    console.log(
      timelines
        ? `   home timelines in ${process.env.BENCH_REDIS_URL ? 'Redis' : 'process'}: followed pages from the timeline ${timelines.hits}, from the database ${timelines.misses}`
        : '   home timelines: none (PostgreSQL without BENCH_REDIS_URL): the followed feed reads the database',
    );
    const keptPages = figures('kept-pages');
    console.log(
      `   kept feed pages: ${keptPages.served} served, ${keptPages.refreshed} counters read again, ` +
        `${keptPages.entries} pages in ${(keptPages.bytes / 1024).toFixed(0)} KB of ${(keptPages.maxBytes / 1_048_576).toFixed(0)} MB`,
    );
    const cache = figures('post-cache');
    console.log(
      `   post cache: ${cache.entries} posts' files, ${(cache.bytes / 1024).toFixed(0)} KB of ${(cache.maxBytes / 1_048_576).toFixed(0)} MB, ` +
        `${cache.hits} hits, ${cache.misses} misses`,
    );
    const cards = figures('cards');
    console.log(
      `   kept cards: ${cards.entries} people, ${cards.hits} hits, ${cards.misses} misses (epoch ${cards.epoch})`,
    );
    const first = figures('first-comments');
    console.log(`   kept first comments: ${first.entries} posts, ${first.hits} hits, ${first.misses} misses`);
    const json = figures('post-json');
    console.log(
      `   kept post JSON: ${json.entries} posts, ${(json.bytes / 1024).toFixed(0)} KB of ` +
        `${(json.maxBytes / 1_048_576).toFixed(0)} MB, ${json.hits} hits, ${json.misses} misses`,
    );
    console.log(HEADER);
    for (const c of [...CASES, ...KEYSET_CASES]) console.log(caseRow(c.name, results.get(c.name)!));
    console.log(caseRow('profile p1', profile));
    for (const scope of ['followed', 'global', 'profile'] as const) {
      const feed = scope === 'profile' ? profile : results.get(scope === 'followed' ? 'followed p1' : 'global p1')!;
      console.log(row(`static (${scope})`, statics.get(scope)!, { bytes: feed.bytes }));
    }
    console.log('\n   targets');
    for (const scope of ['followed', 'global'] as const) {
      const one = results.get(scope === 'followed' ? 'followed p1' : 'global p1')!;
      const fifty = results.get(scope === 'followed' ? 'followed p50' : 'global p50')!;
      const keyset = results.get(scope === 'followed' ? 'followed p50 ks' : 'global p50 ks')!;
      const ratio = one.rate / statics.get(scope)!.rate;
      const tail = fifty.p99 / one.p99;
      console.log(
        `   ${scope.padEnd(9)} page 1 / static ${ratio.toFixed(2)}× (target ≥ ${PAGE_ONE_TARGET[scope]}×)` +
          `   page 50 p99 / page 1 p99 ${tail.toFixed(2)}× (target ≤ ${PAGE_FIFTY_P99_TARGET}×)` +
          `   by keyset ${(keyset.p99 / one.p99).toFixed(2)}×`,
      );
    }
    const profileRatio = profile.rate / statics.get('profile')!.rate;
    console.log(`   profile   page 1 / static ${profileRatio.toFixed(2)}× (target ≥ ${PAGE_ONE_TARGET.profile}×)`);
    for (const line of await measureManyViewers(server, settings, statics, row)) console.log(line);
    await underWrites(server, viewer);
    console.log('');
    for (const line of await measureFanout(server)) console.log(line);
    console.log('\n2. EXPLAIN (ANALYZE, BUFFERS) of the statements one request runs (PostgreSQL, full size)');
    for (const c of [...CASES, ...KEYSET_CASES]) {
      await printPlans(url, c.name, results.get(c.name)!.captured);
    }
    await printPlans(url, 'profile p1', profile.captured);
  } finally {
    await server.close();
  }
}

/** Page 1 of both feeds alone and while people like and publish (within 20 % of the read-only rate). */
async function underWrites(server: BenchServer, viewer: Viewer) {
  const firstPages = CASES.filter((c) => c.name.endsWith('p1'));
  const measured = await compareUnderWrites(server, viewer, firstPages, settings);
  console.log(loadHeading(measured));
  console.log(HEADER);
  for (const row of measured.rows) {
    console.log(caseRow(`${row.name} alone`, row.alone));
    console.log(caseRow(`${row.name} + writes`, row.under));
    console.log(`   ${''.padEnd(20)}${turnsLine(row)}`);
  }
}

async function pgliteAgainstPostgres(pgliteDir: string, url: string, dirs: { webDist: string; dataDir: string }) {
  const pglite = await runCases({ kind: 'pglite', dataDir: pgliteDir }, dirs, false);
  await pglite.server.close();
  const postgres = await runCases({ kind: 'postgres', url }, dirs, false);
  await postgres.server.close();
  console.log(`\n3. PGlite against PostgreSQL, both seeded alike (${settings.connections} connections)`);
  console.log(`   viewer: talent ${pglite.viewer.id}, following ${pglite.viewer.following} talents`);
  console.log(HEADER);
  for (const c of CASES) {
    const a = pglite.results.get(c.name)!;
    const b = postgres.results.get(c.name)!;
    console.log(caseRow(`${c.name} PGlite`, a));
    console.log(caseRow(`${c.name} PG`, b));
    console.log(
      `   ${''.padEnd(20)}PGlite/PG ${(a.rate / b.rate).toFixed(2)}× req/s, ${(a.p50 / b.p50).toFixed(2)}× p50`,
    );
  }
}

/** Runs the parts whose databases are configured; prints a note for the others. */
export async function runFeedBench(): Promise<void> {
  const full = process.env.BENCH_DATABASE_URL;
  const pgliteDir = process.env.BENCH_PGLITE_DIR;
  const compare = process.env.BENCH_COMPARE_DATABASE_URL;
  console.log(`\nVitrina feed benchmark — Node ${process.version}, ${cpus().length} cores`);
  if (!full && !(pgliteDir && compare)) {
    console.log(
      '   skipped: set BENCH_DATABASE_URL (and BENCH_PGLITE_DIR with BENCH_COMPARE_DATABASE_URL); see bench/feed.ts',
    );
    return;
  }
  const root = mkdtempSync(path.join(tmpdir(), 'vitrina-feed-bench-'));
  const dirs = { webDist: path.join(root, 'web'), dataDir: path.join(root, 'data') };
  mkdirSync(dirs.webDist, { recursive: true });
  writeFileSync(path.join(dirs.webDist, 'index.html'), '<!doctype html><title>bench</title>');
  // Static files are registered when a server starts; the feed's bytes are written into them later.
  for (const scope of ['followed', 'global', 'profile'])
    writeFileSync(path.join(dirs.webDist, `static-${scope}.json`), '');
  try {
    if (full) await fullSize(full, dirs);
    else console.log('\n1–2. PostgreSQL at full size: skipped (set BENCH_DATABASE_URL)');
    if (pgliteDir && compare) await pgliteAgainstPostgres(pgliteDir, compare, dirs);
    else console.log('\n3. PGlite against PostgreSQL: skipped (set BENCH_PGLITE_DIR and BENCH_COMPARE_DATABASE_URL)');
    console.log('');
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}
