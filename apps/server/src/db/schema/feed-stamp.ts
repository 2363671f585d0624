import { sql } from 'drizzle-orm';
import { bigint, check, pgTable, smallint } from 'drizzle-orm/pg-core';

/** One row, moved by triggers when an account is hidden or removed: what every kept page shows (decision 0005). */
export const feedEpoch = pgTable(
  'feed_epoch',
  {
    id: smallint('id').primaryKey(),
    epoch: bigint('epoch', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('feed_epoch_one_row_check', sql`${t.id} = 1`)],
);

// Per person: `version` moves with what they see, `postsEpoch` with what others see of their posts. No FK.
export const feedVersions = pgTable('feed_versions', {
  userId: bigint('user_id', { mode: 'number' }).primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
  postsEpoch: bigint('posts_epoch', { mode: 'number' }).notNull().default(0),
});
