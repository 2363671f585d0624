import { sql } from 'drizzle-orm';
import { bigint, check, pgTable, smallint } from 'drizzle-orm/pg-core';

/** One row, moved by triggers with any change to an explore list but counters: checks shared lists (decision 0006). */
export const listEpoch = pgTable(
  'list_epoch',
  {
    id: smallint('id').primaryKey(),
    epoch: bigint('epoch', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('list_epoch_one_row_check', sql`${t.id} = 1`)],
);
