/**
 * Insights benchmark (`npm run bench -- insights`): on PostgreSQL seeded by `npm run seed` (whose most followed
 * talents get a year of daily totals), the dashboard GET /api/insights for the most viewed talent at 7, 30 and
 * 90 days — one request alone (target ≤ 20 ms at 90 days), then under load with autocannon — statements and
 * bytes per request; then a batch of 500 views counted in one statement (the view beacon's cost), and
 * EXPLAIN (ANALYZE, BUFFERS) of the dashboard's statements.
 *
 *   BENCH_DATABASE_URL   PostgreSQL seeded with the demo network, e.g. npm run seed -- --users 10000 --posts 1000000
 *   BENCH_SECONDS (5), BENCH_CONNECTIONS (20)
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { createViewCountsRepository, type PendingView } from '../src/modules/insights/view-counts.repository.ts';
import { LOAD_TABLE_HEADER, loadRow, startBenchServer, type LoadSettings } from './bench-server.ts';
import { printPlans } from './explain.ts';

const settings: LoadSettings = {
  connections: Number(process.env.BENCH_CONNECTIONS ?? 20),
  seconds: Number(process.env.BENCH_SECONDS ?? 5),
};
const TARGET_MS = 20;

/** The talent with the most profile views in the last year. */
async function mostViewed(url: string): Promise<{ id: number; views: number } | null> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string; views: number }>(
      `select owner_id as id, sum(views)::int as views from view_days where kind = 'profile'
       group by owner_id order by views desc limit 1`,
    );
    return rows[0] ? { id: Number(rows[0].id), views: rows[0].views } : null;
  } finally {
    await client.end();
  }
}

export async function runInsightsBench(): Promise<void> {
  const url = process.env.BENCH_DATABASE_URL;
  console.log(`\nVitrina insights benchmark — Node ${process.version}, ${cpus().length} cores`);
  if (!url) {
    console.log('   skipped: set BENCH_DATABASE_URL to a seeded PostgreSQL database; see bench/insights.ts');
    return;
  }
  const owner = await mostViewed(url);
  if (!owner) {
    console.log('   skipped: the database holds no insights (seed it with npm run seed)');
    return;
  }
  const root = mkdtempSync(path.join(tmpdir(), 'vitrina-insights-bench-'));
  const dirs = { webDist: path.join(root, 'web'), dataDir: path.join(root, 'data') };
  mkdirSync(dirs.webDist, { recursive: true });
  writeFileSync(path.join(dirs.webDist, 'index.html'), '<!doctype html><title>bench</title>');
  const server = await startBenchServer({ kind: 'postgres', url }, dirs);
  try {
    const viewer = await server.viewerOf(owner.id);
    console.log(`\n1. The dashboard of user ${owner.id} (${owner.views} profile views in a year)`);
    console.log(LOAD_TABLE_HEADER);
    const results = [];
    for (const days of [7, 30, 90]) {
      const result = await server.measure(`/api/insights?days=${days}`, viewer, settings);
      results.push({ days, result });
      console.log(loadRow(`${days} days`, result, result));
    }
    const ninety = results.at(-1)!.result.alone;
    console.log(`\n   target: 90 days alone ≤ ${TARGET_MS} ms; measured ${ninety.toFixed(1)} ms`);

    console.log('\n2. Counting views: batches of 500 (one statement each), rolled back');
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ id: string; profile_url: string }>(
        `select id, profile_url from users where type = 'talento' order by id limit 500`,
      );
      const day = new Date().toISOString().slice(0, 10);
      const batch: PendingView[] = rows.map((row, index) => ({
        viewerId: Number(rows[(index + 1) % rows.length]!.id),
        visitorKey: null,
        kind: 'profile',
        profileUrl: row.profile_url,
        postId: null,
        ownerId: null,
        source: 'explore',
        day,
      }));
      const times: number[] = [];
      for (let i = 0; i < 5; i++) {
        await server.app.database.db
          .transaction(async (tx) => {
            const repository = createViewCountsRepository(tx as unknown as typeof server.app.database.db);
            const started = performance.now();
            await repository.count(batch, 7 * 86_400_000);
            times.push(performance.now() - started);
            tx.rollback();
          })
          .catch(() => undefined);
      }
      times.sort((a, b) => a - b);
      console.log(
        `   500 views: median ${times[2]!.toFixed(1)} ms a batch (${((times[2]! / 500) * 1000).toFixed(0)} µs a view)`,
      );
    } finally {
      await client.end();
    }

    console.log('\n3. EXPLAIN (ANALYZE, BUFFERS) of the 90-day dashboard');
    await printPlans(url, '90 days', results.at(-1)!.result.captured);
    console.log('');
  } finally {
    await server.close();
    rmSync(root, { recursive: true, force: true });
  }
}
