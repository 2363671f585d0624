import { sql } from 'drizzle-orm';
import { bigint, check, pgTable, smallint } from 'drizzle-orm/pg-core';

/**
 * One row (id 1): moved by triggers in the transaction of every change to a person's public card (name,
 * address, picture, type, verification, agency name, deletion), so a process's kept cards are checked by one
 * key probe per page (decision 0034).
 */
export const cardEpoch = pgTable(
  'card_epoch',
  {
    id: smallint('id').primaryKey(),
    epoch: bigint('epoch', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('card_epoch_one_row_check', sql`${t.id} = 1`)],
);
