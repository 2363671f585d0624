import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { conversations } from './conversations.ts';
import { users } from './users.ts';

/** A message; the unique (sender, client id) makes a repeated send harmless (decision 0007). */
export const messages = pgTable(
  'messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    conversationId: bigint('conversation_id', { mode: 'number' })
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: bigint('sender_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    receiverId: bigint('receiver_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
    /** The sending client's id for the message (contract: `clientId`), so that a retry stores nothing twice. */
    clientId: uuid('client_id'),
    /** Removed by the moderators: hidden from both threads and lists, kept for the record. */
    removedAt: timestamp('removed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    // Ascending on purpose: pages are read backwards (`order by id desc`).
    index('messages_conversation_idx').on(t.conversationId, t.id),
    index('messages_receiver_idx').on(t.receiverId, t.id),
    index('messages_unread_idx')
      .on(t.receiverId, t.senderId)
      .where(sql`${t.readAt} is null`),
    uniqueIndex('messages_sender_client_key')
      .on(t.senderId, t.clientId)
      .where(sql`${t.clientId} is not null`),
    check('messages_not_self_check', sql`${t.senderId} <> ${t.receiverId}`),
    check('messages_body_check', sql`char_length(${t.body}) between 1 and 2000`),
  ],
);

export type MessageRow = typeof messages.$inferSelect;
