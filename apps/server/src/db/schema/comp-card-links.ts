import { bigint, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A talent's public comp card link (issue 26): one living link each, until revoked (the row is deleted). The
 * token is kept as it is, not hashed: it opens a card the talent chose to make public, and the talent sees
 * the link again in the share dialog.
 */
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
