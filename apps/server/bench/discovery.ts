/**
 * Discovery benchmark (`npm run bench -- discovery`): the header search and the explore lists on
 * PostgreSQL seeded with the demo network, through the real app on 127.0.0.1 with autocannon (50
 * connections, a few seconds a case). Prints requests per second, p50 and p99, statements and bytes per
 * request, CPU per request of the app and of PostgreSQL, and each case's rate as a ratio to a static file of the same bytes served by the same server
 * (target ≥ 0.3×); then EXPLAIN (ANALYZE, BUFFERS) summaries of every statement.
 *
 *   BENCH_DATABASE_URL   PostgreSQL seeded with at least 10,000 users, e.g.
 *                        npm run seed -- --users 10000 --posts 1000000 --follows 1000000 --likes 5000000 --comments 1000000
 *   BENCH_SECONDS (5), BENCH_CONNECTIONS (50); BENCH_SCOUTING_ONLY=1, BENCH_LISTS_ONLY=1 (the explore lists of
 *   section 1) or BENCH_SAVED_SEARCHES_ONLY=1 (section 4: an alert round over 1,000 saved searches) runs one part
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import {
  LOAD_TABLE_HEADER,
  loadRow,
  startBenchServer,
  type BenchServer,
  type CaseResult,
  type LoadSettings,
  type Viewer,
} from './bench-server.ts';
import { compareUnderWrites, loadHeading, turnsLine } from './write-load.ts';
import { printPlans } from './explain.ts';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/client.ts';
import { benchSavedSearchRound } from './saved-searches.ts';

const settings: LoadSettings = {
  connections: Number(process.env.BENCH_CONNECTIONS ?? 50),
  seconds: Number(process.env.BENCH_SECONDS ?? 5),
};
const TARGET = 0.3;
/** A three-filter search with its facet counts, alone and at 50 connections. */
const SCOUTING_TARGETS = { aloneMs: 30, rate: 500 };
const SCOUTING_CASES = [
  {
    name: 'scouting: modelling, height, eyes',
    path: '/api/scouting/search?category=5&height=165-185&eye_colour=green,brown',
  },
  {
    name: 'scouting: languages, travel, available',
    path: '/api/scouting/search?languages=en&travel=world&available=castings,contracts',
  },
  {
    name: 'scouting: music, instruments, MX, newest',
    path: '/api/scouting/search?category=2&instruments=guitar&country=MX&order=newest',
  },
] as const;

const CASES = [
  { name: 'search "ma" p1', path: `/api/users/search?term=ma` },
  { name: 'search "garci" p1', path: `/api/users/search?term=garci` },
  { name: 'search "josé" p1', path: `/api/users/search?term=${encodeURIComponent('josé')}` },
  // The explore lists (each ≥ 0.3×), shared by every viewer (decision 0006).
  { name: 'featured p1', path: '/api/users/destacados?page=1', list: true },
  { name: 'featured p20', path: '/api/users/destacados?page=20', list: true },
  { name: 'music × MX p1', path: '/api/categories/users/musica?country=MX&page=1', list: true },
  // At 10,000 users no single category has 20 pages in one country; every category × Mexico does.
  { name: 'all × MX p1', path: '/api/categories/users/all?country=MX&page=1', list: true },
  { name: 'all × MX p20', path: '/api/categories/users/all?country=MX&page=20', list: true },
  { name: 'recent p1', path: '/api/users/recientes?page=1', list: true },
  { name: 'similar', path: '/api/users/similares?seed=42' },
] as const;

/** The lists' first pages alone and while people like and publish (within 20 % of the read-only rate). */
async function listsUnderWrites(server: BenchServer, viewer: Viewer) {
  const firstPages = CASES.filter((c) => 'list' in c && c.list && c.path.endsWith('page=1'));
  const measured = await compareUnderWrites(server, viewer, firstPages, settings);
  console.log(loadHeading(measured));
  console.log(LOAD_TABLE_HEADER);
  for (const row of measured.rows) {
    console.log(loadRow(`${row.name} alone`, row.alone, row.alone));
    console.log(loadRow(`${row.name} + writes`, row.under, row.under));
    console.log(`     ${turnsLine(row)}`);
  }
}

export async function runDiscoveryBench(): Promise<void> {
  const url = process.env.BENCH_DATABASE_URL;
  console.log(`\nVitrina discovery benchmark — Node ${process.version}, ${cpus().length} cores`);
  if (!url) {
    console.log('   skipped: set BENCH_DATABASE_URL to a seeded PostgreSQL database; see bench/discovery.ts');
    return;
  }
  const root = mkdtempSync(path.join(tmpdir(), 'vitrina-discovery-bench-'));
  const dirs = { webDist: path.join(root, 'web'), dataDir: path.join(root, 'data') };
  mkdirSync(dirs.webDist, { recursive: true });
  writeFileSync(path.join(dirs.webDist, 'index.html'), '<!doctype html><title>bench</title>');
  const statics = CASES.map((_, i) => `static-${i}.json`);
  // Static files are registered when the server starts; each case's bytes are written into its own later.
  for (const file of statics) writeFileSync(path.join(dirs.webDist, file), '');
  const server = await startBenchServer({ kind: 'postgres', url }, dirs);
  try {
    // BENCH_SAVED_SEARCHES_ONLY=1 runs the saved searches' alert round alone (section 4).
    if (process.env.BENCH_SAVED_SEARCHES_ONLY === '1') return await benchSavedSearchRound(server.app);
    const viewer = await server.pickViewer(150);
    console.log(
      `\n1. Search and explore on PostgreSQL (${settings.connections} connections, ${settings.seconds} s a case)`,
    );
    console.log(`   viewer: talent ${viewer.id}`);
    console.log(LOAD_TABLE_HEADER);
    const results: CaseResult[] = [];
    let worst = Infinity;
    let worstList = Infinity;
    // BENCH_SCOUTING_ONLY=1 runs the faceted search's section alone; BENCH_LISTS_ONLY=1 the explore lists alone.
    const listsOnly = process.env.BENCH_LISTS_ONLY === '1';
    const cases =
      process.env.BENCH_SCOUTING_ONLY === '1' ? [] : CASES.filter((c) => !listsOnly || ('list' in c && c.list));
    for (const [i, c] of cases.entries()) {
      const result = await server.measure(c.path, viewer, settings);
      results.push(result);
      writeFileSync(path.join(dirs.webDist, statics[i]!), result.body);
      const still = await server.measureStatic(`/${statics[i]}`, result.body, settings);
      const ratio = result.rate / still.rate;
      worst = Math.min(worst, ratio);
      if ('list' in c && c.list) worstList = Math.min(worstList, ratio);
      console.log(loadRow(c.name, result, { ...result, ratio }));
      console.log(loadRow('  static, same bytes', still, {}));
    }
    console.log(`\n   target: every case ≥ ${TARGET}× its static file; lowest ${worst.toFixed(2)}×`);
    console.log(`   the explore lists (each ≥ ${TARGET}×): lowest ${worstList.toFixed(2)}×`);
    await listsUnderWrites(server, viewer);
    if (listsOnly) return;

    const [agencyRow] = await queryRows<{ id: number }>(
      server.app.database.db,
      sql`select id::int as id from users where type = 'agencia' order by id limit 1`,
    );
    console.log(`\n3. Faceted search: three filters and every facet's counts, as a talent and as an agency`);
    // The same server with the shared pages off (SEARCH_CACHE_SECONDS=0): every request runs the search.
    const cold = await startBenchServer(
      { kind: 'postgres', url },
      { ...dirs, dataDir: `${dirs.dataDir}-cold` },
      {
        SEARCH_CACHE_SECONDS: '0',
      },
    );
    const scouting: CaseResult[] = [];
    try {
      console.log(LOAD_TABLE_HEADER);
      for (const who of [viewer, ...(agencyRow ? [await server.viewerOf(agencyRow.id)] : [])]) {
        const as = who === viewer ? 'talent' : 'agency';
        for (const c of SCOUTING_CASES) {
          const shared = await server.measure(c.path, who, settings);
          const missed = await cold.measure(c.path, await cold.viewerOf(who.id), settings);
          scouting.push(missed);
          const pass = missed.alone <= SCOUTING_TARGETS.aloneMs && shared.rate >= SCOUTING_TARGETS.rate;
          console.log(loadRow(`${c.name} (${as})${pass ? '' : ' ✗'}`, shared, shared));
          console.log(loadRow('  every request searched', missed, missed));
        }
      }
    } finally {
      await cold.close();
    }
    console.log(
      `   targets: ≤ ${SCOUTING_TARGETS.aloneMs} ms alone (searched), ≥ ${SCOUTING_TARGETS.rate} req/s at ${settings.connections} connections`,
    );

    console.log('\n2. EXPLAIN (ANALYZE, BUFFERS) of the statements one request runs');
    for (const [i, c] of cases.entries()) {
      await printPlans(url, c.name, results[i]!.captured);
    }
    for (const [i, result] of scouting.entries()) await printPlans(url, SCOUTING_CASES[i % 3]!.name, result.captured);
    await benchSavedSearchRound(server.app);
    console.log('');
  } finally {
    await server.close();
    rmSync(root, { recursive: true, force: true });
  }
}
