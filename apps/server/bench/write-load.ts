import { availableParallelism } from 'node:os';
import { sql } from 'drizzle-orm';
import type { BenchServer, CaseResult, LoadSettings, Viewer } from './bench-server.ts';
import { queryRows } from '../src/db/client.ts';
import { PREFIX } from './write-load-marks.ts';

/** The read cases again while people like and publish. */
export const WRITE_LOAD = { likesPerSecond: 50, postsPerSecond: 5 } as const;
const TICK_MS = 100;
const PAIRS = 2_000;
const WARM_UP_MS = 8_000;
/** Each read case's turns alone and under the load (`compareUnderWrites`). */
const TURNS = 5;
/** Seconds the load runs alone, its CPU measured, before the first turn. */
const LOAD_COST_SECONDS = 5;
/**
 * Likes and posts at a steady rate through the real routes (inject: the server's own work, no client's), on the
 * newest posts, which the read cases show. Every like goes back and every post is deleted by `stop`, so the
 * seeded network is left as it was, then vacuumed.
 */
export async function startWriteLoad(server: BenchServer) {
  const db = server.app.database.db;
  // 100 talents spread evenly over the follower counts (the same every run, so runs compare; a random hundred
  // held one of the network's hubs one run in about seven, whose posts then dominated that run), and pairs
  // with no like yet: liking then unliking leaves the counters as they were. A hub's post: bench/fanout.ts.
  const pairs = await queryRows<{ user_id: number; post_id: number }>(
    db,
    sql`select u.id::int as user_id, p.id::int as post_id
        from (select id from (select id, row_number() over (order by followers_count, id) as rank, count(*) over () as n
          from users where type = 'talento' and deleted_at is null) t
          where (rank - 1) % greatest(n / 100, 1) = 0 limit 100) u
        cross join (select id from posts where deleted_at is null order by id desc limit 40) p
        where not exists (select 1 from post_reactions r where r.user_id = u.id and r.post_id = p.id)
        limit ${PAIRS}`,
  );
  const people = new Map<number, Viewer>();
  for (const { user_id: id } of pairs) if (!people.has(id)) people.set(id, await server.viewerOf(id));
  const authors = [...people.values()];
  const liked = new Set<number>();
  const published: Array<{ id: number; by: Viewer }> = [];
  const counts = { likes: 0, posts: 0, errors: 0, statuses: new Map<number, number>() };
  let next = 0;

  const send = async (method: 'POST' | 'DELETE', url: string, by: Viewer, payload?: object) => {
    const answer = await server.app.server.inject({
      method,
      url,
      headers: { 'x-access-token': by.token },
      ...(payload ? { payload } : {}),
    });
    if (answer.statusCode >= 300) {
      counts.errors += 1;
      counts.statuses.set(answer.statusCode, (counts.statuses.get(answer.statusCode) ?? 0) + 1);
    }
    return answer;
  };
  const like = async (index: number, reacted: boolean) => {
    const pair = pairs[index]!;
    await send('POST', `/api/reactions/like/post/${pair.post_id}`, people.get(pair.user_id)!, { reacted });
    if (reacted) liked.add(index);
    else liked.delete(index);
  };
  const publish = async () => {
    const by = authors[counts.posts % authors.length]!;
    const answer = await send('POST', '/api/posts', by, { description: `${PREFIX}${counts.posts}` });
    if (answer.statusCode === 200) published.push({ id: (answer.json() as { id: number }).id, by });
  };

  // Writes still running when the load stops are waited for, so `stop` undoes every one of them.
  const running = new Set<Promise<void>>();
  const start = (write: Promise<void>) => {
    running.add(write);
    void write.finally(() => running.delete(write));
  };

  let postDebt = 0;
  const tick = () => {
    for (let i = 0; i < (WRITE_LOAD.likesPerSecond * TICK_MS) / 1000; i += 1) {
      const index = next++ % pairs.length;
      counts.likes += 1;
      start(like(index, !liked.has(index)));
    }
    postDebt += (WRITE_LOAD.postsPerSecond * TICK_MS) / 1000;
    for (; postDebt >= 1; postDebt -= 1) {
      counts.posts += 1;
      start(publish());
    }
  };
  let timer: ReturnType<typeof setInterval> | undefined = setInterval(tick, TICK_MS);
  const pause = async () => {
    clearInterval(timer);
    timer = undefined;
    await Promise.allSettled([...running]);
  };
  // Answered once the load has run warm: its first seconds compile the write paths and fan out the first posts,
  // and a read case measured then counted that (followed page 1: 0.62× the read-only rate in them, 0.86× after).
  await new Promise((resolve) => setTimeout(resolve, WARM_UP_MS));

  return {
    counts,
    /** Holds the load (the writes under way are waited for); `resume` goes on at once, warm. */
    pause,
    resume() {
      timer ??= setInterval(tick, TICK_MS);
    },
    /** Stops the load and undoes it: likes taken back, posts deleted. */
    async stop() {
      await pause();
      for (const index of [...liked]) await like(index, false);
      for (const post of published) await send('DELETE', `/api/posts/${post.id}`, post.by);
      // What the load left dead is cleared, so the next run starts alike (the bench database runs no autovacuum).
      await db.execute(
        sql`vacuum (analyze) post_reactions, notifications, notification_actors, notification_mail_queue, posts, users, timeline_fanouts`,
      );
      return { ...counts };
    },
  };
}

export interface UnderWrites {
  name: string;
  /** The turn with the median ratio: the case alone, then under the load. */
  alone: CaseResult;
  under: CaseResult;
  /** Every turn's rate under the load over its rate alone, in order. */
  ratios: number[];
  ratio: number;
}

/**
 * Each case read alone and then under the write load, in turns, the load held between: on the shared 2-core
 * machine a case's rate alone drifts from minute to minute (featured p1: 2,267–2,695 req/s in one run, music ×
 * MX 1,711–2,348), and a pair read side by side shares the drift. The ratio is the median turn's.
 */
export async function compareUnderWrites(
  server: BenchServer,
  viewer: Viewer,
  cases: ReadonlyArray<{ name: string; path: string }>,
  settings: LoadSettings,
) {
  const load = await startWriteLoad(server);
  const turns = cases.map(() => [] as Array<{ alone: CaseResult; under: CaseResult }>);
  let counts;
  let cost: LoadCost | null = null;
  try {
    // What the load alone costs bounds the ratios: reads keep at most what the writes leave of the machine.
    const used = await server.measureQuiet(LOAD_COST_SECONDS);
    if (used.serverMs !== null)
      cost = {
        appMs: used.serverMs / LOAD_COST_SECONDS,
        databaseMs: used.databaseMs === null ? null : used.databaseMs / LOAD_COST_SECONDS,
      };
    for (let turn = 0; turn < TURNS; turn += 1) {
      for (const [i, c] of cases.entries()) {
        await load.pause();
        const alone = await server.measure(c.path, viewer, settings);
        load.resume();
        turns[i]!.push({ alone, under: await server.measure(c.path, viewer, settings) });
      }
    }
  } finally {
    counts = await load.stop();
  }
  const rows = cases.map(({ name }, i): UnderWrites => {
    const ratios = turns[i]!.map((t) => t.under.rate / t.alone.rate);
    const median = [...ratios].sort((a, b) => a - b)[Math.floor(ratios.length / 2)]!;
    return { name, ...turns[i]![ratios.indexOf(median)]!, ratios, ratio: median };
  });
  return { counts, rows, cost };
}

/** CPU a second of the write load alone: the server's main thread, and PostgreSQL when it is local. */
export interface LoadCost {
  appMs: number;
  databaseMs: number | null;
}

/** The load's cost as printed under its heading: ms a second and share of the machine's cores. */
function costLine(cost: LoadCost | null): string {
  if (!cost) return 'the load alone: its CPU is not known here';
  const cores = availableParallelism();
  const share = (100 * (cost.appMs + (cost.databaseMs ?? 0))) / (1000 * cores);
  return (
    `the load alone: ${cost.appMs.toFixed(0)} ms a second of the app's main thread` +
    (cost.databaseMs === null ? '' : ` and ${cost.databaseMs.toFixed(0)} of PostgreSQL`) +
    `, ${share.toFixed(0)} % of the ${cores} cores`
  );
}

/** The heading of `compareUnderWrites`'s table: the load, what it did, what it cost alone. */
export function loadHeading({ counts, cost }: Pick<Awaited<ReturnType<typeof compareUnderWrites>>, 'counts' | 'cost'>) {
  const statuses = [...counts.statuses].map(([status, n]) => `${status}×${n}`).join(' ');
  return (
    `\n   with writes (${WRITE_LOAD.likesPerSecond} likes and ${WRITE_LOAD.postsPerSecond} posts a second): ` +
    `${counts.likes} likes, ${counts.posts} posts, ${counts.errors} failed${statuses ? ` (${statuses})` : ''}` +
    `\n   ${costLine(cost)}`
  );
}

/** How `compareUnderWrites` came out, one line a case under its rows. */
export const turnsLine = (row: UnderWrites) =>
  `${row.ratio.toFixed(2)}× the read-only rate, the median of ${row.ratios.length} turns ` +
  `(${row.ratios.map((r) => `${r.toFixed(2)}×`).join(', ')}; target ≥ 0.8×)`;
