import { eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { preparedSqlByKey } from './prepared-sql.ts';
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

// Moves counters by the rows a write really changed (`on conflict do nothing returning`, `delete … returning`),
// in its transaction; the `>= 0` checks turn a bug into an error, not a drift.
export async function adjustCounters(tx: Tx, changedRows: number, changes: readonly CounterChange[]): Promise<void> {
  if (changedRows === 0) return;
  for (const change of changes) {
    const move = moves(change.counter, () =>
      counterMove(change.counter, sql.placeholder('id'), sql`${sql.placeholder('delta')}::int`),
    );
    await move(tx.db, { id: change.id, delta: change.delta * changedRows });
  }
}

/** A counter's move as part of a write's own statement (`with moved as (…)`), on the row `rowId` names. */
export function counterMove(counter: CounterName, rowId: SQLWrapper, delta: SQL): SQL {
  const { table, id, column } = counterColumns[counter];
  return sql`update ${table} set ${sql.identifier(column.name)} = ${column} + ${delta} where ${eq(id, rowId)}`;
}

const moves = preparedSqlByKey();

// One counter of many rows for a person hidden or back: `rows` is `(id, n)`; `+1` undoes `-1` exactly.
export async function shiftCounters(tx: Tx, counter: CounterName, rows: SQL, sign: 1 | -1): Promise<void> {
  const { table, id, column } = counterColumns[counter];
  await tx.db.execute(
    sql`update ${table} set ${sql.identifier(column.name)} = ${column} + ${sign}::int * r.n
      from (${rows}) r where ${id} = r.id`,
  );
}
