import { sql } from 'drizzle-orm';
import { bigint, check, pgTable, smallint } from 'drizzle-orm/pg-core';

/** One row, moved by triggers with every change a feed page shows but counters and likes (decision 0048). */
export const feedEpoch = pgTable(
  'feed_epoch',
  {
    id: smallint('id').primaryKey(),
    epoch: bigint('epoch', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('feed_epoch_one_row_check', sql`${t.id} = 1`)],
);

/** A person's likes version, moved by triggers; no foreign key: they run in an account's deletion too. */
export const feedVersions = pgTable('feed_versions', {
  userId: bigint('user_id', { mode: 'number' }).primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
