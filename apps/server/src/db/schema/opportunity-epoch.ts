import { sql } from 'drizzle-orm';
import { bigint, check, pgTable, smallint } from 'drizzle-orm/pg-core';

/** One row, moved by triggers with any change to what the opportunities board lists: checks its kept answers. */
export const opportunityEpoch = pgTable(
  'opportunity_epoch',
  {
    id: smallint('id').primaryKey(),
    epoch: bigint('epoch', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('opportunity_epoch_one_row_check', sql`${t.id} = 1`)],
);
