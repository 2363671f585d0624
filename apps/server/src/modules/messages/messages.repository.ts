import { and, desc, eq, gte, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { conversations } from '../../db/schema/conversations.ts';
import { messages } from '../../db/schema/messages.ts';
import type { Visibility } from '../graph/visibility.ts';

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

/** A conversation seen from one of its two people: the other one, its last message and my unread count. */
export interface ConversationRecord {
  id: number;
  otherId: number;
  lastMessageId: number;
  lastContact: Date;
  lastBody: string;
  lastSenderId: number;
  unreadCount: number;
  /** Who must accept it while it is a request (decision 0007), and when it was accepted. */
  requestToId: number | null;
  acceptedAt: Date | null;
}

/** The two ids of a pair in the order a conversation row keeps them (lower first). */
export function pairOf(a: number, b: number): { lowId: number; highId: number } {
  return a < b ? { lowId: a, highId: b } : { lowId: b, highId: a };
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

/** The conversation is a request still waiting for `viewerId` to accept it (alias `c`). */
export const awaitsFrom = (viewerId: number, alias: SQL) =>
  sql`(${alias}.request_to_id = ${viewerId} and ${alias}.accepted_at is null)`;

/** The conversation (alias `c`) is no request waiting for `viewerId`; null-safe, unlike `not awaitsFrom`. */
const notAwaiting = (viewerId: number) =>
  sql`(c.request_to_id is null or c.request_to_id <> ${viewerId} or c.accepted_at is not null)`;

/** The message (in `messages`) does not sit in one of `viewerId`'s pending requests: one primary-key probe. */
const outsideRequestsOf = (viewerId: number) =>
  sql`not exists (select 1 from ${conversations} rc where rc.id = ${messages.conversationId} and ${awaitsFrom(viewerId, sql`rc`)})`;

/** How many messages `otherId` sent `viewerId` that are unread: a range of the unread index. */
const unreadFrom = (viewerId: number, otherId: SQL) =>
  sql<number>`(select count(*) from ${messages} u where u.receiver_id = ${viewerId} and u.sender_id = ${otherId} and u.read_at is null)::int`;

export function toConversation(row: Record<string, unknown>): ConversationRecord {
  return {
    id: Number(row.id),
    otherId: Number(row.other_id),
    lastMessageId: Number(row.last_message_id),
    lastContact: new Date(row.last_contact as string | Date),
    lastBody: String(row.last_body),
    lastSenderId: Number(row.last_sender_id),
    unreadCount: Number(row.unread_count),
    requestToId: row.request_to_id === null ? null : Number(row.request_to_id),
    acceptedAt: row.accepted_at === null ? null : new Date(row.accepted_at as string | Date),
  };
}

/** Conversation rows (`sides`) with their last message and my unread count, newest first. */
export const withLastMessage = (viewerId: number, sides: SQL, limit: number) =>
  sql`select c.id, c.other_id, c.last_message_id, c.last_contact, c.request_to_id, c.accepted_at,
          m.body as last_body, m.sender_id as last_sender_id,
          ${unreadFrom(viewerId, sql`c.other_id`)} as unread_count
        from (${sides}) c
        join ${messages} m on m.id = c.last_message_id
        order by c.last_message_id desc
        limit ${limit}`;

/** The messages module's tables: conversations and messages. Never opens a transaction. */
export function createMessagesRepository(db: Db) {
  /** One side of the contact list, newest first along `conversations_<side>_recent_idx`. */
  const side = (seen: Visibility, mine: 'user_low_id' | 'user_high_id', before: number | undefined, limit: number) => {
    const other = sql.raw(mine === 'user_low_id' ? 'user_high_id' : 'user_low_id');
    const own = sql.raw(mine);
    return sql`(select id, ${other} as other_id, last_message_id, last_contact, request_to_id, accepted_at from ${conversations} c
      where ${own} = ${seen.viewerId} and last_message_id is not null and ${notAwaiting(seen.viewerId)}
        ${before === undefined ? sql`` : sql`and last_message_id < ${before}`}
        and ${seen.shows(other)}
      order by last_message_id desc limit ${limit})`;
  };

  return {
    /** Creates or touches the pair's conversation; its row lock keeps one pair's messages in order. */
    /** The pair's conversation, made (with who wrote first) or touched; rolled back with a refused send. */
    async touchConversation(lowId: number, highId: number, senderId: number): Promise<number> {
      const [row] = await db
        .insert(conversations)
        .values({ userLowId: lowId, userHighId: highId, startedById: senderId })
        .onConflictDoUpdate({
          target: [conversations.userLowId, conversations.userHighId],
          set: { lastContact: sql`now()` },
        })
        .returning({ id: conversations.id });
      if (!row) throw new Error('conversation upsert returned nothing');
      return row.id;
    },

    /** Conversations `senderId` opened since `since` (the first-contact limit's count). */
    async countStartedSince(senderId: number, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(conversations)
        .where(and(eq(conversations.startedById, senderId), gte(conversations.createdAt, since)));
      return Number(row?.n ?? 0);
    },

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

    /** Moves the conversation to its newest message; a request names who must accept, an acceptance its time. */
    async setLastMessage(
      conversationId: number,
      messageId: number,
      at: Date,
      change: { requestToId?: number; accepted?: boolean } = {},
    ): Promise<void> {
      await db
        .update(conversations)
        .set({
          lastMessageId: messageId,
          lastContact: at,
          ...(change.requestToId === undefined ? {} : { requestToId: change.requestToId }),
          ...(change.accepted ? { acceptedAt: sql`now()` } : {}),
        })
        .where(eq(conversations.id, conversationId));
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

    /** A deleted account's conversations pass to its stand-in (the newer id, so the higher side). */
    async reassign(fromId: number, toId: number): Promise<number> {
      const moved = await db
        .update(conversations)
        .set({
          userLowId: sql`case when ${conversations.userLowId} = ${fromId} then ${conversations.userHighId} else ${conversations.userLowId} end`,
          userHighId: toId,
          requestToId: sql`case when ${conversations.requestToId} = ${fromId} then ${toId} else ${conversations.requestToId} end`,
        })
        .where(sql`${conversations.userLowId} = ${fromId} or ${conversations.userHighId} = ${fromId}`)
        .returning({ id: conversations.id });
      await db.update(messages).set({ senderId: toId }).where(eq(messages.senderId, fromId));
      await db.update(messages).set({ receiverId: toId }).where(eq(messages.receiverId, fromId));
      return moved.length;
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

    /** The viewer's conversations, most recent first, older than `before`: each side's index range, merged. */
    async listConversations(
      seen: Visibility,
      before: number | undefined,
      limit: number,
    ): Promise<ConversationRecord[]> {
      const sides = sql`${side(seen, 'user_low_id', before, limit)} union all ${side(seen, 'user_high_id', before, limit)}`;
      const rows = await queryRows<Record<string, unknown>>(db, withLastMessage(seen.viewerId, sides, limit));
      return rows.map(toConversation);
    },

    /** The viewer's conversation with `otherId`, or null before their first message. */
    async findConversation(viewerId: number, otherId: number): Promise<ConversationRecord | null> {
      const { lowId, highId } = pairOf(viewerId, otherId);
      const pair = sql`(select id, ${otherId}::bigint as other_id, last_message_id, last_contact, request_to_id, accepted_at from ${conversations}
        where user_low_id = ${lowId} and user_high_id = ${highId} and last_message_id is not null)`;
      const [row] = await queryRows<Record<string, unknown>>(db, withLastMessage(viewerId, pair, 1));
      return row ? toConversation(row) : null;
    },
  };
}

export type MessagesRepository = ReturnType<typeof createMessagesRepository>;
