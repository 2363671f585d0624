import { sql } from 'drizzle-orm';
import { bigint, check, pgTable, smallint } from 'drizzle-orm/pg-core';

/** The live posts' count (one row), moved in each post's transaction so the global feed never counts them all. */
export const postStats = pgTable(
  'post_stats',
  {
    id: smallint('id').primaryKey(),
    livePosts: bigint('live_posts', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    check('post_stats_one_row_check', sql`${t.id} = 1`),
    check('post_stats_live_check', sql`${t.livePosts} >= 0`),
  ],
);
