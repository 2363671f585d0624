/**
 * Cards benchmark (`npm run bench -- cards`): the statements of one page of every list of person cards (the
 * explore lists, the search, the people lists and /talentos), each card with its newest photos (decision 0015),
 * on PostgreSQL seeded with the demo network; for each page, the statement count and EXPLAIN (ANALYZE,
 * BUFFERS) of every statement. No load: the discovery benchmark measures throughput.
 *
 *   BENCH_DATABASE_URL   PostgreSQL seeded by `npm run seed` (e.g. --users 3000 --posts 60000)
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/client.ts';
import { startBenchServer } from './bench-server.ts';
import { printPlans } from './explain.ts';

export async function runCardsBench(): Promise<void> {
  const url = process.env.BENCH_DATABASE_URL;
  console.log('\nVitrina cards benchmark');
  if (!url) {
    console.log('   skipped: set BENCH_DATABASE_URL to a seeded PostgreSQL database; see bench/cards.ts');
    return;
  }
  const root = mkdtempSync(path.join(tmpdir(), 'vitrina-cards-bench-'));
  const dirs = { webDist: path.join(root, 'web'), dataDir: path.join(root, 'data') };
  mkdirSync(dirs.webDist, { recursive: true });
  writeFileSync(path.join(dirs.webDist, 'index.html'), '<!doctype html><title>bench</title>');
  const server = await startBenchServer({ kind: 'postgres', url }, dirs);
  try {
    const db = server.app.database.db;
    const talent = await server.pickViewer(150);
    // The agency following the most talents (its /talentos), and the most followed talent (their followers).
    const [agencyRow] = await queryRows<{ id: number }>(
      db,
      sql`select u.id::int as id from users u where u.type = 'agencia' and exists (select 1 from interests i where i.user_id = u.id)
          order by u.following_count desc, u.id limit 1`,
    );
    const [starRow] = await queryRows<{ profile_url: string; followers: number }>(
      db,
      sql`select profile_url, followers_count as followers from users where type = 'talento' order by followers_count desc, id limit 1`,
    );
    if (!agencyRow || !starRow) throw new Error('seed the database first (npm run seed)');
    const agency = await server.viewerOf(agencyRow.id);
    const deep = Math.max(1, Math.floor(starRow.followers / 12));
    const cases = [
      { name: 'featured p1 (talent)', path: '/api/users/destacados?page=1', viewer: talent },
      { name: 'featured p20 (talent)', path: '/api/users/destacados?page=20', viewer: talent },
      { name: 'recent p1 (agency)', path: '/api/users/recientes?page=1', viewer: agency },
      { name: 'search "mar" p1', path: '/api/users/search?term=mar', viewer: talent },
      { name: 'all × MX p1', path: '/api/categories/users/all?country=MX&page=1', viewer: talent },
      { name: 'similar', path: '/api/users/similares?seed=42', viewer: talent },
      { name: 'suggestions', path: '/api/users/suggestions', viewer: talent },
      {
        name: `followers p1 (${starRow.followers})`,
        path: `/api/users/${starRow.profile_url}/followers`,
        viewer: talent,
      },
      {
        name: `followers p${deep}`,
        path: `/api/users/${starRow.profile_url}/followers?page=${deep}`,
        viewer: talent,
      },
      { name: `/talentos p1 (agency ${agency.following})`, path: '/api/users/agencia/following', viewer: agency },
    ];
    for (const c of cases) {
      await server.capture('GET', c.path, c.viewer); // warm: the session's first reads are cached afterwards
      const { captured, body } = await server.capture('GET', c.path, c.viewer);
      const parsed = JSON.parse(body) as { rows?: { photos: unknown[] }[] } | { photos: unknown[] }[];
      const cards = Array.isArray(parsed) ? parsed : (parsed.rows ?? []);
      const photos = cards.reduce((n, card) => n + card.photos.length, 0);
      console.log(`\n== ${c.name}: ${captured.length} statements, ${cards.length} cards, ${photos} photos`);
      await printPlans(url, c.name, captured);
    }
  } finally {
    await server.close();
    rmSync(root, { recursive: true, force: true });
  }
}
