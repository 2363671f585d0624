import { eq, sql, type SQL } from 'drizzle-orm';
import { comments } from './schema/comments.ts';
import { postStats } from './schema/post-stats.ts';
import { posts } from './schema/posts.ts';
import { users } from './schema/users.ts';
import type { Tx } from './transaction.ts';

/** Every denormalised counter, by name: the allow-list `adjustCounters` writes. */
const counterColumns = {
  userFollowers: { table: users, id: users.id, column: users.followersCount },
  userFollowing: { table: users, id: users.id, column: users.followingCount },
  userPosts: { table: users, id: users.id, column: users.postsCount },
  postLikes: { table: posts, id: posts.id, column: posts.likesCount },
  postComments: { table: posts, id: posts.id, column: posts.commentsCount },
  postShares: { table: posts, id: posts.id, column: posts.sharesCount },
  commentLikes: { table: comments, id: comments.id, column: comments.likesCount },
  /** The one row of post_stats (id 1): live posts, for the global feed's page count. */
  livePosts: { table: postStats, id: postStats.id, column: postStats.livePosts },
} as const;

export type CounterName = keyof typeof counterColumns;

export interface CounterChange {
  counter: CounterName;
  /** The id of the row that holds the counter (a user, a post…). */
  id: number;
  /** +1 for each row the write added, -1 for each it removed. */
  delta: 1 | -1;
}

/**
 * Moves counters by the rows a write really changed, inside that write's transaction, so a counter is
 * exactly the number of rows it counts. Call it with the rows an `insert … on conflict do nothing
 * returning` or a `delete … returning` gave back: a repeated or concurrent request that changed nothing
 * returns no row and moves nothing. The counters' `>= 0` checks turn a bug into an error, not a drift.
 */
export async function adjustCounters(tx: Tx, changedRows: number, changes: readonly CounterChange[]): Promise<void> {
  if (changedRows === 0) return;
  for (const change of changes) {
    const { table, id, column } = counterColumns[change.counter];
    await tx.db.execute(
      sql`update ${table} set ${sql.identifier(column.name)} = ${column} + ${change.delta * changedRows} where ${eq(id, change.id)}`,
    );
  }
}

/**
 * Moves one counter of many rows at once, for a whole person hidden or brought back (a cancelled account,
 * issue 15): `rows` is a subquery of `(id, n)` — each row that holds the counter and how many of the rows it
 * counts belong to that person — and every counter moves by `sign × n`. A restore with `+1` undoes a cancel
 * with `-1` exactly, since the hidden person's rows cannot change in between (nobody can reach them).
 */
export async function shiftCounters(tx: Tx, counter: CounterName, rows: SQL, sign: 1 | -1): Promise<void> {
  const { table, id, column } = counterColumns[counter];
  await tx.db.execute(
    sql`update ${table} set ${sql.identifier(column.name)} = ${column} + ${sign}::int * r.n
      from (${rows}) r where ${id} = r.id`,
  );
}
