import { sql } from 'drizzle-orm';
import { bigint, check, pgTable, smallint } from 'drizzle-orm/pg-core';

/**
 * One row, moved by triggers with every change that can alter a followed page but a counter, a like or a delivery:
 * a post's text, deletion, video or comments; a block; a cancellation or suspension (decision 0048).
 */
export const feedEpoch = pgTable(
  'feed_epoch',
  {
    id: smallint('id').primaryKey(),
    epoch: bigint('epoch', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('feed_epoch_one_row_check', sql`${t.id} = 1`)],
);

/**
 * A person's likes version, moved by triggers with each like and unlike of a post or comment they make. No foreign
 * key: the triggers also run in an account's deletion, after its row is gone (ids are never reused).
 */
export const feedVersions = pgTable('feed_versions', {
  userId: bigint('user_id', { mode: 'number' }).primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
