import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { MessagePolicy } from '@vitrina/contract/message-requests';
import { isTrue, queryRows, type Db } from '../../db/client.ts';
import { preparedSql } from '../../db/prepared-sql.ts';
import { conversations } from '../../db/schema/conversations.ts';
import { messages } from '../../db/schema/messages.ts';
import { viewerFollows } from '../graph/network.ts';
import { visibleToPlaceholder, type Visibility } from '../graph/visibility.ts';
import { messagePolicyOf } from '../profiles/message-policy.ts';
import { minorOf, verifiedAgencyOf } from '../profiles/trust-flags.ts';
import { authorCard, toAuthor, type AuthorCardRow } from '../profiles/author-card.ts';
import type { Author } from '@vitrina/contract/posts';
import { toMessageRecord, type MessageRecord } from './messages.repository.ts';
import type { SendContext } from './message-request-rules.ts';
import {
  awaitsFrom,
  pairOf,
  toConversation,
  withLastMessage,
  type ConversationRecord,
} from './conversations.repository.ts';

/** The other person of a conversation row (alias-free), as seen by `viewerId`. */
const otherOf = (viewerId: number) => sql`(case when user_low_id = ${viewerId} then user_high_id else user_low_id end)`;

/** The pair's conversation while it is a request waiting for `viewerId`. */
const pendingFor = (viewerId: number, lowId: number, highId: number) =>
  and(
    eq(conversations.userLowId, lowId),
    eq(conversations.userHighId, highId),
    eq(conversations.requestToId, viewerId),
    isNull(conversations.acceptedAt),
  );

/** What a send needs: its conversation (made or touched, and locked) with what the send rule reads of the pair. */
export type SendContextOf = Omit<SendContext, 'senderIsAgency'> & { conversationId: number };

/** A send's first statement: both people's cards (confirmed only), a retry's stored message, and the context. */
export interface SendOpening {
  sender: Author | null;
  receiver: Author | null;
  /** The message this sender already stored under this client id (a retry): nothing else was done. */
  earlier: MessageRecord | null;
  /** Null when nothing was written: a retry, someone unconfirmed, or the receiver hidden from the sender. */
  context: SendContextOf | null;
}

/**
 * A send's first statement: both confirmed people's cards and a retry's stored message; then, unless it is a retry
 * or the receiver is unconfirmed or hidden, the conversation made or touched (its row locked) and the rule's facts.
 */
export function createSendOpening(appliedTo: (talent: SQL, agency: SQL) => SQL) {
  const statement = preparedSql<Record<string, unknown>>(() => {
    const seen = visibleToPlaceholder();
    const sender = sql`${sql.placeholder('viewer')}::bigint`;
    const receiver = sql`${sql.placeholder('receiver')}::bigint`;
    return sql`with cards as (
        select ${authorCard(sender, { confirmedOnly: true })} as sender,
          ${authorCard(receiver, { confirmedOnly: true })} as receiver,
          (select json_build_object('id', e.id, 'conversation_id', e.conversation_id, 'sender_id', e.sender_id,
              'receiver_id', e.receiver_id, 'body', e.body, 'created_at', e.created_at, 'read_at', e.read_at)
            from ${messages} e where e.sender_id = ${sender} and e.client_id = ${sql.placeholder('clientId')}::uuid
          ) as earlier
      ), touched as (
        insert into ${conversations} (user_low_id, user_high_id, started_by_id)
          select ${sql.placeholder('low')}::bigint, ${sql.placeholder('high')}::bigint, ${sender} from cards
          where cards.sender is not null and cards.receiver is not null and cards.earlier is null
            and not exists (select 1 from ${seen.hidden} as hidden(id) where hidden.id = ${receiver})
        on conflict (user_low_id, user_high_id) do update set last_contact = now()
        returning id, request_to_id, accepted_at, last_message_id)
      select cards.sender, cards.receiver, cards.earlier, c.id, c.request_to_id, c.accepted_at, c.last_message_id,
        (select count(*) from (select 1 from ${messages} s where s.conversation_id = c.id and s.sender_id = ${sender}
          limit 3) sent)::int as sent_by_sender,
        ${messagePolicyOf(receiver)} as policy,
        ${viewerFollows(receiver, sender)} as follows,
        ${verifiedAgencyOf(sender)} as sender_verified,
        ${minorOf(receiver)} as receiver_minor,
        ${appliedTo(receiver, sender)} as receiver_applied
      from cards left join touched c on true`;
  });

  return async (db: Db, senderId: number, receiverId: number, clientId: string | null): Promise<SendOpening> => {
    const { lowId, highId } = pairOf(senderId, receiverId);
    const values = { viewer: senderId, receiver: receiverId, low: lowId, high: highId, clientId };
    const [row] = await statement(db, values);
    if (!row) throw new Error("a send's opening returned nothing");
    const sender = row.sender as AuthorCardRow | null;
    const receiver = row.receiver as AuthorCardRow | null;
    const earlier = row.earlier as Record<string, unknown> | null;
    return {
      sender: sender && toAuthor(sender),
      receiver: receiver && toAuthor(receiver),
      earlier: earlier && toMessageRecord(earlier),
      context:
        row.id === null
          ? null
          : {
              conversationId: Number(row.id),
              senderId,
              receiverPolicy: row.policy as MessagePolicy,
              receiverFollowsSender: isTrue(row.follows),
              senderIsVerifiedAgency: isTrue(row.sender_verified),
              receiverIsMinor: isTrue(row.receiver_minor),
              receiverAppliedToSender: isTrue(row.receiver_applied),
              conversation:
                row.last_message_id === null
                  ? null
                  : {
                      requestToId: row.request_to_id === null ? null : Number(row.request_to_id),
                      acceptedAt: row.accepted_at === null ? null : new Date(row.accepted_at as string | Date),
                      sentBySender: Number(row.sent_by_sender),
                    },
            },
    };
  };
}

/** Message requests (decision 0007) over the messages module's tables. Never opens a transaction. */
export function createMessageRequestsRepository(db: Db) {
  return {
    /** A page of the viewer's pending requests, newest first, along `conversations_requests_idx`. */
    async listRequests(seen: Visibility, offset: number, limit: number): Promise<ConversationRecord[]> {
      const pending = sql`(select id, ${otherOf(seen.viewerId)} as other_id,
          last_message_id, last_contact, request_to_id, accepted_at from ${conversations} c
        where ${awaitsFrom(seen.viewerId, sql`c`)} and last_message_id is not null
          and ${seen.shows(otherOf(seen.viewerId))}
        order by last_message_id desc limit ${limit} offset ${offset})`;
      const rows = await queryRows<Record<string, unknown>>(db, withLastMessage(seen.viewerId, pending, limit));
      return rows.map(toConversation);
    },

    /** How many requests wait for the viewer, from people they can see (the requests tab's quiet count). */
    async countRequests(seen: Visibility): Promise<number> {
      const [row] = await queryRows<{ total: number }>(
        db,
        sql`select count(*)::int as total from ${conversations} c
          where ${awaitsFrom(seen.viewerId, sql`c`)} and last_message_id is not null
            and ${seen.shows(otherOf(seen.viewerId))}`,
      );
      return Number(row?.total ?? 0);
    },

    /**
     * The e-mail while away: requests waiting for the viewer that moved since `since`, the latest `limit`, and
     * how many. A verified agency's request is left out: its notification entry tells of it (no line twice).
     */
    async listRequestsSince(
      seen: Visibility,
      since: Date,
      limit: number,
    ): Promise<{ rows: Array<{ otherId: number; lastContact: Date }>; total: number }> {
      const other = otherOf(seen.viewerId);
      const where = sql`${awaitsFrom(seen.viewerId, sql`c`)} and last_message_id is not null
        and last_contact >= ${since} and ${seen.shows(other)} and not ${verifiedAgencyOf(other)}`;
      const [rows, [count]] = await Promise.all([
        queryRows<{ other_id: string | number; last_contact: string | Date }>(
          db,
          sql`select ${other} as other_id, last_contact from ${conversations} c where ${where}
            order by last_message_id desc limit ${limit}`,
        ),
        queryRows<{ total: number }>(db, sql`select count(*)::int as total from ${conversations} c where ${where}`),
      ]);
      return {
        rows: rows.map((row) => ({ otherId: Number(row.other_id), lastContact: new Date(row.last_contact) })),
        total: Number(count?.total ?? 0),
      };
    },

    /** Accepts the pair's request if it waits for `viewerId`; answers whether one did. */
    async acceptRequest(viewerId: number, lowId: number, highId: number): Promise<boolean> {
      const rows = await db
        .update(conversations)
        .set({ acceptedAt: sql`now()` })
        .where(pendingFor(viewerId, lowId, highId))
        .returning({ id: conversations.id });
      return rows.length > 0;
    },

    /** Deletes the pair's request and its messages if it waits for `viewerId`; answers whether one did. */
    async deleteRequest(viewerId: number, lowId: number, highId: number): Promise<boolean> {
      const rows = await db
        .delete(conversations)
        .where(pendingFor(viewerId, lowId, highId))
        .returning({ id: conversations.id });
      return rows.length > 0;
    },
  };
}
