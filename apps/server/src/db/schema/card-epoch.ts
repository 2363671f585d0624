import { sql } from 'drizzle-orm';
import { bigint, check, pgTable, smallint } from 'drizzle-orm/pg-core';

/** One row (id 1), moved by triggers with every change to a public card: what checks kept cards (decision 0005). */
export const cardEpoch = pgTable(
  'card_epoch',
  {
    id: smallint('id').primaryKey(),
    epoch: bigint('epoch', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('card_epoch_one_row_check', sql`${t.id} = 1`)],
);
