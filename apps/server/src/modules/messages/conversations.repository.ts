import { and, eq, gte, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { conversations } from '../../db/schema/conversations.ts';
import { messages } from '../../db/schema/messages.ts';
import type { Visibility } from '../graph/visibility.ts';

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

/** The conversation is a request still waiting for `viewerId` to accept it (alias `c`). */
export const awaitsFrom = (viewerId: number | SQL, alias: SQL) =>
  sql`(${alias}.request_to_id = ${viewerId} and ${alias}.accepted_at is null)`;

/** The conversation (alias `c`) is no request waiting for `viewerId`; null-safe, unlike `not awaitsFrom`. */
const notAwaiting = (viewerId: number) =>
  sql`(c.request_to_id is null or c.request_to_id <> ${viewerId} or c.accepted_at is not null)`;

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

/** Conversations: the pair's row, the contact list and a stand-in taking a deleted account's place. */
export function createConversationsRepository(db: Db) {
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
    /** Conversations `senderId` opened since `since` (the first-contact limit's count). */
    async countStartedSince(senderId: number, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(conversations)
        .where(and(eq(conversations.startedById, senderId), gte(conversations.createdAt, since)));
      return Number(row?.n ?? 0);
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

export type ConversationsRepository = ReturnType<typeof createConversationsRepository>;
