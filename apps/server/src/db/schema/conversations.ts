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
    /** A message request: the person who must accept it; null when the pair was never one. */
    requestToId: bigint('request_to_id', { mode: 'number' }),
    /** When that person accepted it (or replied, or followed the sender and was written to again). */
    acceptedAt: timestamp('accepted_at', { withTimezone: true, mode: 'date' }),
    /** Who wrote first (an agency's new conversations a day are limited); null before this column. */
    startedById: bigint('started_by_id', { mode: 'number' }),
  },
  (t) => [
    uniqueIndex('conversations_pair_key').on(t.userLowId, t.userHighId),
    // Ascending on purpose: the lists read them backwards (`order by last_message_id desc`).
    index('conversations_low_recent_idx').on(t.userLowId, t.lastMessageId),
    index('conversations_high_recent_idx').on(t.userHighId, t.lastMessageId),
    // A person's pending requests, newest first (read backwards), holding only those not yet accepted.
    index('conversations_requests_idx')
      .on(t.requestToId, t.lastMessageId)
      .where(sql`${t.acceptedAt} is null and ${t.requestToId} is not null`),
    // An agency's conversations opened in the last 24 hours: one index range.
    index('conversations_started_idx')
      .on(t.startedById, t.createdAt)
      .where(sql`${t.startedById} is not null`),
    check(
      'conversations_request_side_check',
      sql`${t.requestToId} is null or ${t.requestToId} = ${t.userLowId} or ${t.requestToId} = ${t.userHighId}`,
    ),
    check('conversations_pair_order_check', sql`${t.userLowId} < ${t.userHighId}`),
  ],
);

export type ConversationRow = typeof conversations.$inferSelect;
