import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** One row per pair (lower id first), moved by every message; contact lists are index ranges (decision 0007). */
export const conversations = pgTable(
  'conversations',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userLowId: bigint('user_low_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userHighId: bigint('user_high_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The newest message (null only while the first is inserted); no foreign key. */
    lastMessageId: bigint('last_message_id', { mode: 'number' }),
    lastContact: timestamp('last_contact', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('conversations_pair_key').on(t.userLowId, t.userHighId),
    // Ascending on purpose: the lists read them backwards (`order by last_message_id desc`).
    index('conversations_low_recent_idx').on(t.userLowId, t.lastMessageId),
    index('conversations_high_recent_idx').on(t.userHighId, t.lastMessageId),
    check('conversations_pair_order_check', sql`${t.userLowId} < ${t.userHighId}`),
  ],
);

export type ConversationRow = typeof conversations.$inferSelect;
