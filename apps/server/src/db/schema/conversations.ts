import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A conversation: one row per pair of people, the lower id first (so a pair has one row whoever writes
 * first). It is created with its first message and moved, in the same transaction, by every later one:
 * `lastMessageId` and `lastContact` are the newest message's. A contact list is an index range of
 * `(user, last_message_id)` on either side, newest first — no rows are ever deleted and re-inserted to
 * keep that order. Unread counts are not stored: they are counted from the messages' unread index.
 * Owned by the messages module.
 */
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
    /**
     * The newest message (null only inside the transaction that creates the row with its first message).
     * No foreign key: a message leaves only with its conversation.
     */
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
