import { and, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { conversations } from '../../db/schema/conversations.ts';
import { messages } from '../../db/schema/messages.ts';
import type { Author } from '@vitrina/contract/posts';
import { preparedSql } from '../../db/prepared-sql.ts';
import { visibleToPlaceholder, type Visibility } from '../graph/visibility.ts';
import { authorCard, toAuthor, type AuthorCardRow } from '../profiles/author-card.ts';
import { correspondentAt } from '../profiles/user-directory.ts';
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

export function toMessageRecord(row: Record<string, unknown>): MessageRecord {
  return {
    id: Number(row.id),
    conversationId: Number(row.conversation_id),
    senderId: Number(row.sender_id),
    receiverId: Number(row.receiver_id),
    body: String(row.body),
    createdAt: new Date(row.created_at as string | Date),
    readAt: row.read_at === null ? null : new Date(row.read_at as string | Date),
  };
}

/** The message (in `messages`) does not sit in one of `viewerId`'s pending requests: one primary-key probe. */
const outsideRequestsOf = (viewerId: number) =>
  sql`not exists (select 1 from ${conversations} rc where rc.id = ${messages.conversationId} and ${awaitsFrom(viewerId, sql`rc`)})`;

/**
 * A thread's read: whom the link names, our page, what they sent me marked read (not a request waiting for me,
 * decision 0007) and both cards, in one statement. No row: 404; a row without a message: none yet.
 */
const threadPage = preparedSql<Record<string, unknown> & { person: AuthorCardRow | null; me: AuthorCardRow | null }>(
  () => {
    const seen = visibleToPlaceholder();
    const viewer = sql`${sql.placeholder('viewer')}::bigint`;
    const before = sql`${sql.placeholder('before')}::bigint`;
    return sql`with other as (${correspondentAt(sql.placeholder('profileUrl'), seen)}), pair as (
        select c.id, coalesce(${awaitsFrom(viewer, sql`c`)}, false) as awaits_me from ${conversations} c, other
        where c.user_low_id = least(other.id, ${viewer}) and c.user_high_id = greatest(other.id, ${viewer})
          and c.last_message_id is not null
      ), marked as (
        update ${messages} set read_at = now()
        where receiver_id = ${viewer} and sender_id = (select id from other) and read_at is null
          and exists (select 1 from pair where not pair.awaits_me)
        returning 1
      )
      select ${authorCard(sql`other.id`)} as person, ${authorCard(viewer)} as me,
        pair.id as conversation_id, m.id, m.sender_id, m.receiver_id, m.body, m.created_at, m.read_at
      from other left join pair on true left join lateral (
        select id, sender_id, receiver_id, body, created_at, read_at from ${messages}
        where conversation_id = pair.id and removed_at is null and (${before} is null or id < ${before})
        order by id desc limit ${sql.placeholder('limit')}
      ) m on true
      order by m.id desc`;
  },
);

/** Messages: stored, paged in a thread, marked read, counted and listed as the header's entries. */
export function createMessagesRepository(db: Db) {
  return {
    /** Stores a message, moves its conversation to it (a request's receiver, an acceptance) and runs `also`. */
    async storeMessage(
      values: { conversationId: number; senderId: number; receiverId: number; body: string; clientId: string | null },
      change: { requestToId?: number; accepted?: boolean },
      also: SQL,
    ): Promise<MessageRecord> {
      const [row] = await queryRows<Record<string, unknown>>(
        db,
        sql`with stored as (
            insert into ${messages} (conversation_id, sender_id, receiver_id, body, client_id)
            values (${values.conversationId}, ${values.senderId}, ${values.receiverId},
              ${values.body}, ${values.clientId})
            returning id, conversation_id, sender_id, receiver_id, body, created_at, read_at
          ), moved as (
            update ${conversations} c set last_message_id = stored.id, last_contact = stored.created_at
              ${change.requestToId === undefined ? sql`` : sql`, request_to_id = ${change.requestToId}`}
              ${change.accepted ? sql`, accepted_at = now()` : sql``}
            from stored where c.id = stored.conversation_id
          ), also as (${also})
          select * from stored`,
      );
      if (!row) throw new Error('message insert returned nothing');
      return toMessageRecord(row);
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

    /** A page of our conversation, newest first, with both cards; null when the link names no one for me. */
    async readThread(
      viewerId: number,
      profileUrl: string,
      before: number | undefined,
      limit: number,
    ): Promise<{ person: Author; me: Author; records: MessageRecord[] } | null> {
      const rows = await threadPage(db, { viewer: viewerId, profileUrl, before: before ?? null, limit });
      const [first] = rows;
      if (!first?.person || !first.me) return null;
      return {
        person: toAuthor(first.person),
        me: toAuthor(first.me),
        records: rows.filter((row) => row.id !== null).map(toMessageRecord),
      };
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
