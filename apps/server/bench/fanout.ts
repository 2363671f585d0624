import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/client.ts';
import { createRedisTimelineStore } from '../src/modules/feed/redis-timeline-store.ts';
import type { FanoutRound } from '../src/modules/feed/timeline-fanout.ts';
import type { BenchServer } from './bench-server.ts';

/** The author whose delivery is measured has about this many followers. */
const FOLLOWERS = 5_000;

/**
 * The fan-out of one post (decision 0005) by the author with about 5,000 followers, every one of them active
 * (a ready, empty timeline each: the worst case). The post is the author's newest, delivered again, so the
 * seeded data does not change; only the run's own Redis keys and a `timeline_fanouts` row are written.
 */
export async function measureFanout(server: BenchServer): Promise<string[]> {
  const { config, database, jobs } = server.app;
  // The bench's PostgreSQL server keeps home timelines in Redis, or has none.
  if (!config.redisUrl) return ['   fan-out: skipped (no home timelines: set BENCH_REDIS_URL)'];
  const db = database.db;
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
  await makeReady(server, followers);
  const lines: string[] = [];
  for (let run = 1; run <= 3; run += 1) {
    await queryRows(db, sql`insert into timeline_fanouts (post_id, author_id) values (${author.post}, ${author.id})`);
    const started = performance.now();
    const done = (await jobs.run('timeline-fanout')) as FanoutRound;
    const ms = performance.now() - started;
    lines.push(
      `   fan-out run ${run}: author ${author.id} (${author.followers} followers, all active), ` +
        `${done.followers} followers in ${ms.toFixed(0)} ms (target ≤ 200 ms)`,
    );
  }
  return lines;
}

/** A ready, empty timeline for each follower, written as another process of the deployment would: same Redis, same prefix. */
async function makeReady(server: BenchServer, followers: ReadonlyArray<{ id: number }>): Promise<void> {
  const { config } = server.app;
  const redis = { url: config.redisUrl!, prefix: config.redisPrefix, log: server.app.server.log };
  const store = createRedisTimelineStore(redis, config.timelines);
  try {
    // Its commands fail fast until it is connected (no queue).
    const deadline = Date.now() + 10_000;
    while (!store.isReachable()) {
      if (Date.now() > deadline) throw new Error('the bench could not reach BENCH_REDIS_URL');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await Promise.all(
      followers.map(async ({ id }) => {
        if (await store.begin(id, 'bench', null)) await store.finish(id, 'bench', 'bench', []);
      }),
    );
  } finally {
    store.close();
  }
}
