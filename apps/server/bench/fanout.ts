import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/client.ts';
import type { BenchServer } from './bench-server.ts';

/** The author whose delivery is measured has about this many followers. */
const FOLLOWERS = 5_000;

/**
 * The fan-out of one post (decision 0005) by the author with about 5,000 followers, every one of them active
 * (a ready, empty timeline each: the worst case). The post is the author's newest, delivered again, so the
 * seeded data does not change; only the run's own Redis keys and a `timeline_fanouts` row are written.
 */
export async function measureFanout(server: BenchServer): Promise<string[]> {
  const timelines = server.app.timelines;
  if (!timelines) return ['   fan-out: skipped (no home timelines: set BENCH_REDIS_URL)'];
  const db = server.app.database.db;
  const [author] = await queryRows<{ id: number; followers: number; post: number }>(
    db,
    sql`select u.id::int as id, u.followers_count as followers,
          (select max(p.id)::int from posts p where p.author_id = u.id and p.deleted_at is null) as post
        from users u where u.type = 'talento' and u.posts_count > 0
        order by abs(u.followers_count - ${FOLLOWERS}), u.id limit 1`,
  );
  if (!author) return ['   fan-out: skipped (no talent with posts)'];
  const followers = await queryRows<{ id: number }>(
    db,
    sql`select follower_id::int as id from follows where followed_id = ${author.id}`,
  );
  await Promise.all(
    followers.map(async ({ id }) => {
      if (await timelines.store.begin(id, 'bench', null)) await timelines.store.finish(id, 'bench', 'bench', []);
    }),
  );
  const lines: string[] = [];
  for (let run = 1; run <= 3; run += 1) {
    await queryRows(db, sql`insert into timeline_fanouts (post_id, author_id) values (${author.post}, ${author.id})`);
    const started = performance.now();
    const done = await timelines.fanout.runDue();
    const ms = performance.now() - started;
    lines.push(
      `   fan-out run ${run}: author ${author.id} (${author.followers} followers, all active), ` +
        `${done.followers} followers in ${ms.toFixed(0)} ms (target ≤ 200 ms)`,
    );
  }
  return lines;
}
