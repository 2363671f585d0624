import { bigint, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** A talent's one public comp card link until revoked; the token is not hashed: the card is public anyway. */
export const compCardLinks = pgTable(
  'comp_card_links',
  {
    userId: bigint('user_id', { mode: 'number' })
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    token: text('token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  // The public address finds its card by token.
  (t) => [uniqueIndex('comp_card_links_token_key').on(t.token)],
);

export type CompCardLinkRow = typeof compCardLinks.$inferSelect;
