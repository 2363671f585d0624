/**
 * Opportunities benchmark (`npm run bench -- opportunities`): the board, "fits me", a role's pipeline and the
 * closing round on PostgreSQL seeded with the demo network (20,000 opportunities, 500,000 applications), through
 * the real app on 127.0.0.1. Prints p50/p95/p99 of requests one at a time, requests per second at 50 connections
 * (autocannon) for the board, the pipeline and closing cases it prepares itself (and removes), and the EXPLAIN
 * (ANALYZE, BUFFERS) of each statement so scans and per-row loops show.
 *
 *   BENCH_DATABASE_URL   PostgreSQL seeded with the demo network: npm run seed -- --users 10000 --posts 1000000
 *   BENCH_SECONDS (5), BENCH_CONNECTIONS (50), BENCH_ROUNDS (100 requests one at a time a case);
 *   BENCH_OPPORTUNITIES_ONLY=reads|pipeline|closing runs one part
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/client.ts';
import { CLOSING_ROUND } from '../src/modules/opportunities/closing/closing-round.ts';
import { keptCaches } from '../src/platform/kept-registry.ts';
import { startBenchServer, type BenchServer, type Viewer } from './bench-server.ts';
import { printPlans } from './explain.ts';
import { fetchOnce, load } from './load.ts';
import { closePrepared, percentiles, prepareOpportunity, removePrepared } from './opportunities-prepared.ts';

const settings = {
  connections: Number(process.env.BENCH_CONNECTIONS ?? 50),
  seconds: Number(process.env.BENCH_SECONDS ?? 5),
};
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 100);
const TARGETS = { boardMs: 30, boardRate: 500, fitsMs: 30, pipelineMs: 50, closingS: 60 };
const BOARD = '/api/opportunities?kind=casting&category=8&pay=paid';
const PIPELINE_APPLICANTS = 5_000;
const CLOSING_APPLICANTS = 50_000;
const visitor: Viewer = { id: 0, following: 0, token: '' };
const headersOf = (viewer: Viewer): Record<string, string> => (viewer.token ? { 'x-access-token': viewer.token } : {});

/**
 * `ROUNDS` requests one after another (after five to warm up): their p50, p95 and p99; `anew` moves the board's
 * epoch before each, so every answer is read from the database as after a write.
 */
async function alone(server: BenchServer, url: string, viewer: Viewer, anew = false) {
  const headers = headersOf(viewer);
  const times: number[] = [];
  for (let i = 0; i < ROUNDS + 5; i += 1) {
    if (anew) await server.app.database.db.execute(sql`update opportunity_epoch set epoch = epoch + 1 where id = 1`);
    const started = performance.now();
    const answer = await fetchOnce(`${server.base}${url}`, headers);
    if (answer.status !== 200) throw new Error(`GET ${url} → ${answer.status} ${answer.body.toString()}`);
    if (i >= 5) times.push(performance.now() - started);
  }
  return percentiles(times);
}

const ms = (v: number) => v.toFixed(1).padStart(8);
const mark = (pass: boolean) => (pass ? '' : ' ✗');

function line(name: string, p: { p50: number; p95: number; p99: number }, target: number) {
  console.log(`   ${name.padEnd(44)}${ms(p.p50)}${ms(p.p95)}${ms(p.p99)}   ≤ ${target} ms${mark(p.p50 <= target)}`);
}

/** The talent with the most rows of her own in `role_fits` among the first thousand (a sheet that asks work). */
async function pickTalent(server: BenchServer): Promise<Viewer & { own: number; fits: number }> {
  const [row] = await queryRows<{ id: number; own: number }>(
    server.app.database.db,
    sql`select u.id::int as id, (select count(*) from role_fits f where f.talent_id = u.id)::int as own
      from users u where u.type = 'talento' and u.cancelled_at is null and u.id <= 1000
        and u.birthdate <= current_date - interval '18 years' order by own desc, u.id limit 1`,
  );
  if (!row) throw new Error('the database holds no talent: seed it first (npm run seed)');
  const viewer = await server.viewerOf(row.id);
  const fits = ((await fetchJson(server, '/api/opportunities/fits-me', viewer)) as unknown[]).length;
  return { ...viewer, own: row.own, fits };
}

async function fetchJson(server: BenchServer, url: string, viewer: Viewer): Promise<unknown> {
  const answer = await fetchOnce(`${server.base}${url}`, { 'x-access-token': viewer.token });
  return JSON.parse(answer.body.toString());
}

async function reads(server: BenchServer, url: string) {
  const talent = await pickTalent(server);
  console.log(`\n1. The board and "fits me" (${ROUNDS} requests one at a time; ms)`);
  console.log(`   talent ${talent.id}: ${talent.own} rows of her own in role_fits, ${talent.fits} on "fits me"`);
  console.log(`   ${'case'.padEnd(44)}     p50     p95     p99`);
  const cases = [
    { name: 'board, three filters (visitor)', path: BOARD, viewer: visitor, target: TARGETS.boardMs },
    { name: 'board, three filters + fits (talent)', path: `${BOARD}&fits=1`, viewer: talent, target: TARGETS.fitsMs },
    { name: 'board, no filter (talent)', path: '/api/opportunities', viewer: talent, target: TARGETS.fitsMs },
    { name: '"fits me" (talent)', path: '/api/opportunities/fits-me', viewer: talent, target: TARGETS.fitsMs },
  ];
  for (const c of cases) line(c.name, await alone(server, c.path, c.viewer), c.target);
  for (const c of cases.slice(0, 2))
    line(`${c.name}, read anew`, await alone(server, c.path, c.viewer, true), c.target);
  // Explained before the load: requests it leaves in flight would be captured with a case's own.
  const captured = [];
  for (const c of cases) captured.push((await server.capture('GET', c.path, c.viewer)).captured);

  console.log(`\n2. The board at ${settings.connections} connections, ${settings.seconds} s (req/s, ms)`);
  for (const c of cases.slice(0, 2)) {
    const headers = headersOf(c.viewer);
    await load(`${server.base}${c.path}`, { ...settings, seconds: 2, headers });
    const r = await load(`${server.base}${c.path}`, { ...settings, headers });
    const failed = r.failures ? ` (${r.failures} failed)` : '';
    const pass = r.rate >= TARGETS.boardRate;
    console.log(
      `   ${c.name.padEnd(44)}${r.rate.toFixed(0).padStart(6)} req/s  p50 ${r.p50} p99 ${r.p99}${failed}   ≥ ${TARGETS.boardRate}${mark(pass)}`,
    );
  }
  const kept = keptCaches(server.app.server).get('opportunities-board')?.stats();
  if (kept) console.log(`   kept answers: ${kept.hits} hits, ${kept.loads} read, ${kept.entries} held`);
  console.log('\n   EXPLAIN (ANALYZE, BUFFERS)');
  for (const [i, c] of cases.entries()) await printPlans(url, c.name, captured[i]!);
}

async function pipeline(server: BenchServer, url: string) {
  const db = server.app.database.db;
  console.log(`\n3. A role's pipeline of ${PIPELINE_APPLICANTS} applicants, filtered by two facets`);
  const started = performance.now();
  const prepared = await prepareOpportunity(db, 1, PIPELINE_APPLICANTS);
  console.log(`   prepared in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  try {
    const agency = await server.viewerOf(prepared.agencyId);
    const base = `/api/opportunities/${prepared.opportunityId}/roles/${prepared.roleId}/applicants`;
    const cases = [
      { name: 'unfiled, no filter', path: `${base}?filing=unfiled` },
      { name: 'unfiled, languages + travel', path: `${base}?filing=unfiled&languages=en&travel=world` },
      { name: 'yes, country + languages', path: `${base}?filing=yes&country=MX&languages=es` },
    ];
    console.log(`   ${'case'.padEnd(44)}     p50     p95     p99`);
    for (const c of cases) line(c.name, await alone(server, c.path, agency), TARGETS.pipelineMs);
    console.log('\n   EXPLAIN (ANALYZE, BUFFERS)');
    for (const c of cases.slice(1))
      await printPlans(url, c.name, (await server.capture('GET', c.path, agency)).captured);
  } finally {
    await removePrepared(db);
  }
}

async function closing(server: BenchServer) {
  const db = server.app.database.db;
  console.log(`\n4. The closing round telling ${CLOSING_APPLICANTS} applicants (notices included)`);
  const started = performance.now();
  const prepared = await prepareOpportunity(db, 6, CLOSING_APPLICANTS, false);
  console.log(`   prepared in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  try {
    await closePrepared(db, prepared.opportunityId);
    const round = performance.now();
    const result = (await server.app.jobs.run(CLOSING_ROUND)) as { closed: number; told: number };
    const seconds = (performance.now() - round) / 1000;
    const [left] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from applications where opportunity_id = ${prepared.opportunityId}
        and state = 'sent' and told_at is null and filing <> 'cast'`,
    );
    const [notices] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from notifications where opportunity_id = ${prepared.opportunityId}`,
    );
    console.log(
      `   told ${result.told} (${notices?.n ?? 0} notices written, ${left?.n ?? 0} left untold) in ${seconds.toFixed(1)} s` +
        ` — ${((seconds * 1000) / Math.max(1, result.told)).toFixed(2)} ms an applicant; target ≤ ${TARGETS.closingS} s${mark(seconds <= TARGETS.closingS)}`,
    );
  } finally {
    await removePrepared(db);
  }
}

export async function runOpportunitiesBench(): Promise<void> {
  const url = process.env.BENCH_DATABASE_URL;
  console.log(`\nVitrina opportunities benchmark — Node ${process.version}, ${cpus().length} cores`);
  if (!url) {
    console.log('   skipped: set BENCH_DATABASE_URL to a seeded PostgreSQL database; see bench/opportunities.ts');
    return;
  }
  const root = mkdtempSync(path.join(tmpdir(), 'vitrina-opportunities-bench-'));
  const dirs = { webDist: path.join(root, 'web'), dataDir: path.join(root, 'data') };
  mkdirSync(dirs.webDist, { recursive: true });
  const server = await startBenchServer({ kind: 'postgres', url }, dirs);
  try {
    const [size] = await queryRows<{ open: number; roles: number; fits: number; applications: number }>(
      server.app.database.db,
      sql`select (select count(*) from opportunities where state = 'open')::int as open,
        (select count(*) from opportunity_roles r join opportunities o on o.id = r.opportunity_id
          where o.state = 'open')::int as roles,
        (select count(*) from role_fits)::int as fits, (select count(*) from applications)::int as applications`,
    );
    console.log(
      `   ${size?.open} open opportunities, ${size?.roles} open roles, ${size?.fits} rows in role_fits, ${size?.applications} applications`,
    );
    const only = process.env.BENCH_OPPORTUNITIES_ONLY;
    if (!only || only === 'reads') await reads(server, url);
    if (!only || only === 'pipeline') await pipeline(server, url);
    if (!only || only === 'closing') await closing(server);
    console.log('');
  } finally {
    await removePrepared(server.app.database.db);
    await server.close();
    rmSync(root, { recursive: true, force: true });
  }
}
