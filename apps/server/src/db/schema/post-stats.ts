import { sql } from 'drizzle-orm';
import { bigint, check, pgTable, smallint } from 'drizzle-orm/pg-core';

/**
 * One row (id 1): the number of live posts, moved in the transaction of every post created or deleted.
 * It answers the global feed's page count without counting a million rows per request.
 */
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
