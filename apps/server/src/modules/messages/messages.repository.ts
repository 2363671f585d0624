import { and, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { conversations } from '../../db/schema/conversations.ts';
import { messages } from '../../db/schema/messages.ts';
import type { Visibility } from '../graph/visibility.ts';
import { awaitsFrom } from './conversations.repository.ts';

/** A message as the service reads it. */
export interface MessageRecord {
  id: number;
  conversationId: number;
  senderId: number;
  receiverId: number;
  body: string;
  createdAt: Date;
  readAt: Date | null;
}

const messageColumns = {
  id: messages.id,
  conversationId: messages.conversationId,
  senderId: messages.senderId,
  receiverId: messages.receiverId,
  body: messages.body,
  createdAt: messages.createdAt,
  readAt: messages.readAt,
};

const olderThan = (before: number | undefined) => (before === undefined ? undefined : lt(messages.id, before));

/** The message (in `messages`) does not sit in one of `viewerId`'s pending requests: one primary-key probe. */
const outsideRequestsOf = (viewerId: number) =>
  sql`not exists (select 1 from ${conversations} rc where rc.id = ${messages.conversationId} and ${awaitsFrom(viewerId, sql`rc`)})`;

/** Messages: stored, paged in a thread, marked read, counted and listed as the header's entries. */
export function createMessagesRepository(db: Db) {
  return {
    async insertMessage(values: {
      conversationId: number;
      senderId: number;
      receiverId: number;
      body: string;
      clientId: string | null;
    }): Promise<MessageRecord> {
      const [row] = await db.insert(messages).values(values).returning(messageColumns);
      if (!row) throw new Error('message insert returned nothing');
      return row;
    },

    /** The message a sender stored under a client id, if any (the unique `messages_sender_client_key`). */
    async findByClientId(senderId: number, clientId: string): Promise<MessageRecord | null> {
      const [row] = await db
        .select(messageColumns)
        .from(messages)
        .where(and(eq(messages.senderId, senderId), eq(messages.clientId, clientId)))
        .limit(1);
      return row ?? null;
    },

    /** A page of a conversation, newest first (`limit` rows, older than `before` when given); never a removed one. */
    async listThread(conversationId: number, before: number | undefined, limit: number): Promise<MessageRecord[]> {
      return db
        .select(messageColumns)
        .from(messages)
        .where(and(eq(messages.conversationId, conversationId), isNull(messages.removedAt), olderThan(before)))
        .orderBy(desc(messages.id))
        .limit(limit);
    },

    /** Marks read every message `senderId` sent `receiverId` that was unread; answers how many. */
    async markThreadRead(receiverId: number, senderId: number): Promise<number> {
      const rows = await db
        .update(messages)
        .set({ readAt: sql`now()` })
        .where(and(eq(messages.receiverId, receiverId), eq(messages.senderId, senderId), isNull(messages.readAt)))
        .returning({ id: messages.id });
      return rows.length;
    },

    /** Marks read those of `ids` (or 'all') that were sent to `receiverId`; other ids are ignored. */
    async markRead(receiverId: number, ids: readonly number[] | 'all'): Promise<number> {
      if (ids !== 'all' && ids.length === 0) return 0;
      const rows = await db
        .update(messages)
        .set({ readAt: sql`now()` })
        .where(
          and(
            ids === 'all' ? undefined : inArray(messages.id, [...ids]),
            eq(messages.receiverId, receiverId),
            isNull(messages.readAt),
          ),
        )
        .returning({ id: messages.id });
      return rows.length;
    },

    /** Messages sent to `viewerId` and unread, from people not hidden from them (the unread index only). */
    async countUnread(seen: Visibility): Promise<number> {
      const [row] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(messages)
        .where(
          and(
            eq(messages.receiverId, seen.viewerId),
            isNull(messages.readAt),
            seen.shows(messages.senderId),
            outsideRequestsOf(seen.viewerId),
          ),
        );
      return Number(row?.total ?? 0);
    },

    /** The latest messages sent to `viewerId` by people not hidden from them, newest first. */
    async listReceived(seen: Visibility, limit: number): Promise<MessageRecord[]> {
      return db
        .select(messageColumns)
        .from(messages)
        .where(
          and(
            eq(messages.receiverId, seen.viewerId),
            isNull(messages.removedAt),
            seen.shows(messages.senderId),
            outsideRequestsOf(seen.viewerId),
          ),
        )
        .orderBy(desc(messages.id))
        .limit(limit);
    },

    /** Unread messages to the viewer since `since` from visible people, the newest `limit`, and how many. */
    async listUnreadSince(
      seen: Visibility,
      since: Date,
      limit: number,
    ): Promise<{ rows: MessageRecord[]; total: number }> {
      const where = and(
        eq(messages.receiverId, seen.viewerId),
        isNull(messages.readAt),
        sql`${messages.createdAt} >= ${since}`,
        seen.shows(messages.senderId),
        outsideRequestsOf(seen.viewerId),
      );
      const [rows, [count]] = await Promise.all([
        db.select(messageColumns).from(messages).where(where).orderBy(desc(messages.id)).limit(limit),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(messages)
          .where(where),
      ]);
      return { rows, total: Number(count?.total ?? 0) };
    },
  };
}

export type MessagesRepository = ReturnType<typeof createMessagesRepository>;
