import { messageBody, messageTextProblem } from '@vitrina/contract/message-rules';
import { REQUESTS_PAGE_SIZE } from '@vitrina/contract/message-requests';
import type { Contact, Message, MessageEntry, RequestPage, ThreadPage } from '@vitrina/contract/messages';
import {
  CONTACTS_PAGE_SIZE,
  MESSAGE_ENTRIES_LIMIT,
  MESSAGES_PAGE_SIZE,
  VERIFIED_FIRST_CONTACTS_PER_DAY,
} from '@vitrina/contract/messages-limits';
import { firstContactTexts } from '@vitrina/contract/messages-errors';
import type { Author } from '@vitrina/contract/posts';
import type { Db } from '../../db/client.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/database-errors.ts';
import type { Transactions, Tx } from '../../db/transaction.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import type { Realtime } from '../../realtime/realtime-server.ts';
import { visibleTo } from '../graph/visibility.ts';
import type { UserDirectory } from '../profiles/user-directory.ts';
import { firstContactProblem, judgeSend } from './message-request-rules.ts';
import { toContact, toMessage, toMessageEntry } from './messages.mapper.ts';
import { createMessageRequestsRepository } from './message-requests.repository.ts';
import { createMessagesRepository, pairOf, type MessageRecord } from './messages.repository.ts';
import { createRequestAnnouncements } from './request-announcements.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface MessagesServiceDeps {
  db: Db;
  transactions: Transactions;
  directory: Pick<UserDirectory, 'listAuthors' | 'findByProfileUrl'>;
  realtime: Pick<Realtime, 'toUser'>;
}

export interface SendInput {
  message: string;
  receiverId: number;
  /** The client's id for the message: a send repeated with it stores nothing new (contract: `clientId`). */
  clientId?: string | undefined;
}

/** Where a send came from: the socket that sent it has its acknowledgement, so the echo skips it. */
export interface SendOrigin {
  socketId?: string;
}

/** Messaging: stored in one transaction, then delivered to both people's sockets; a block hides both ways. */
export function createMessagesService({ db, transactions, directory, realtime }: MessagesServiceDeps) {
  const repository = createMessagesRepository(db);
  const requests = createMessageRequestsRepository(db);
  const announce = createRequestAnnouncements(realtime, requests);

  /** The person behind a link, or 404; a deleted account's stand-in can be read, never written to. */
  async function findCorrespondent(viewerId: number, profileUrl: string): Promise<Author> {
    const entry = await directory.findByProfileUrl(profileUrl);
    if (!entry || (!entry.confirmed && !entry.deleted) || entry.id === viewerId) throw notFound();
    if (await visibleTo(viewerId).hides(db, entry.id)) throw notFound();
    const person = (await directory.listAuthors([entry.id])).get(entry.id);
    if (!person) throw notFound();
    return person;
  }

  /** Received messages as entries, their senders' cards read in one query (a sender gone meanwhile is left out). */
  async function toEntries(records: MessageRecord[]): Promise<MessageEntry[]> {
    const senders = await directory.listAuthors(records.map((r) => r.senderId));
    return records.flatMap((record) => {
      const sender = senders.get(record.senderId);
      return sender ? [toMessageEntry(record, sender)] : [];
    });
  }

  function deliver(message: Message, request: boolean, origin: SendOrigin): void {
    const event = { actor: message.sender, message, request };
    realtime.toUser(message.receiverId, 'message', event);
    realtime.toUser(message.sender.id, 'message', event, origin.socketId ? { except: origin.socketId } : {});
  }

  return {
    /** POST /api/messages and the socket's `add-message`: the stored message, once committed. */
    async send(senderId: number, input: SendInput, origin: SendOrigin = {}): Promise<Message> {
      const problem = messageTextProblem(input.message);
      if (problem) throw new AppError(problem, { fields: [{ field: 'message', code: problem }] });
      const { receiverId } = input;
      if (receiverId === senderId) throw new AppError('message_self');
      const cards = await directory.listAuthors([senderId, receiverId], { confirmedOnly: true });
      const sender = cards.get(senderId);
      if (!sender) throw notFound();
      const clientId = input.clientId ?? null;
      // A retry of a send that was stored (its acknowledgement lost): the message stored then, nothing new.
      const earlier = clientId === null ? null : await repository.findByClientId(senderId, clientId);
      if (earlier) return toMessage(earlier, sender);
      const receiver = cards.get(receiverId);
      if (!receiver) throw notFound();
      const { lowId, highId } = pairOf(senderId, receiverId);
      try {
        return await transactions.run(async (tx) => {
          await visibleTo(senderId).assertSees(tx.db, receiverId);
          const inTx = createMessagesRepository(tx.db);
          const conversationId = await inTx.touchConversation(lowId, highId, senderId);
          // The conversation's row is locked: two sends of a pair are judged one after the other.
          const context = await createMessageRequestsRepository(tx.db).readSendContext(
            conversationId,
            senderId,
            receiverId,
          );
          const verdict = judgeSend({ ...context, senderIsAgency: sender.type === 'agencia' });
          if (!verdict.ok) throw new AppError(verdict.code);
          const opensConversation = context.conversation === null;
          const tooMany = firstContactProblem({
            isAgency: sender.type === 'agencia',
            isVerified: context.senderIsVerifiedAgency,
            opensConversation,
            // This send's own conversation is among them (made above): the others are what counts.
            openedLastDay: opensConversation
              ? (await inTx.countStartedSince(senderId, new Date(Date.now() - DAY_MS))) - 1
              : 0,
          });
          if (tooMany) {
            const texts = firstContactTexts(VERIFIED_FIRST_CONTACTS_PER_DAY);
            throw new AppError(tooMany, context.senderIsVerifiedAgency ? { texts } : {});
          }
          const record = await inTx.insertMessage({
            conversationId,
            senderId,
            receiverId,
            body: messageBody(input.message),
            clientId,
          });
          const request = verdict.outcome === 'request';
          await inTx.setLastMessage(conversationId, record.id, record.createdAt, {
            ...(request ? { requestToId: receiverId } : {}),
            accepted: verdict.outcome === 'accept',
          });
          const message = toMessage(record, sender);
          tx.afterCommit(() => deliver(message, request, origin));
          if (request) tx.afterCommit(() => announce.count(receiverId));
          // A reply accepts (or a follow let the requester in): the request's receiver is the accepter.
          const requestToId = context.conversation?.requestToId;
          const [accepter, requester] = requestToId === senderId ? [sender, receiver] : [receiver, sender];
          if (verdict.outcome === 'accept') tx.afterCommit(() => announce.accepted(accepter, requester));
          const fromVerifiedAgency = sender.type === 'agencia' && context.senderIsVerifiedAgency;
          tx.publish('message.sent', {
            messageId: record.id,
            conversationId,
            senderId,
            receiverId,
            request,
            fromVerifiedAgency,
          });
          return message;
        });
      } catch (error) {
        // The receiver's account was deleted between the check and the write.
        if (isForeignKeyViolation(error)) throw notFound();
        // The same send twice at once: the other one stored it.
        if (clientId !== null && isUniqueViolation(error, 'messages_sender_client_key')) {
          const stored = await repository.findByClientId(senderId, clientId);
          if (stored) return toMessage(stored, sender);
        }
        throw error;
      }
    },

    /** GET /api/users/contacts: my conversations, newest first, a page older than `before` when given. */
    async listContacts(viewerId: number, before?: number): Promise<Contact[]> {
      const conversations = await repository.listConversations(visibleTo(viewerId), before, CONTACTS_PAGE_SIZE);
      const people = await directory.listAuthors(conversations.map((c) => c.otherId));
      return conversations.flatMap((conversation) => {
        const person = people.get(conversation.otherId);
        return person ? [toContact(person, conversation, viewerId)] : [];
      });
    },

    /** GET /api/users/contacts/requests: the requests waiting for me, newest first, and how many. */
    async listRequests(viewerId: number, page: number): Promise<RequestPage> {
      const seen = visibleTo(viewerId);
      const [conversations, count] = await Promise.all([
        requests.listRequests(seen, (page - 1) * REQUESTS_PAGE_SIZE, REQUESTS_PAGE_SIZE),
        requests.countRequests(seen),
      ]);
      const people = await directory.listAuthors(conversations.map((c) => c.otherId));
      const rows = conversations.flatMap((conversation) => {
        const person = people.get(conversation.otherId);
        return person ? [toContact(person, conversation, viewerId)] : [];
      });
      return { rows, count };
    },

    /** Accepts the request from that person: the conversation joins my inbox, its messages read. */
    async acceptRequest(viewerId: number, profileUrl: string): Promise<Contact> {
      const person = await findCorrespondent(viewerId, profileUrl);
      const { lowId, highId } = pairOf(viewerId, person.id);
      const me = (await directory.listAuthors([viewerId])).get(viewerId);
      if (!me) throw notFound();
      await transactions.run(async (tx) => {
        const inTx = createMessagesRepository(tx.db);
        if (!(await createMessageRequestsRepository(tx.db).acceptRequest(viewerId, lowId, highId))) throw notFound();
        await inTx.markThreadRead(viewerId, person.id);
        tx.afterCommit(() => announce.accepted(me, person));
      });
      return toContact(person, await repository.findConversation(viewerId, person.id), viewerId);
    },

    /** Deletes the request from that person with its messages; they may write again (up to the same limit). */
    async deleteRequest(viewerId: number, profileUrl: string): Promise<void> {
      const person = await findCorrespondent(viewerId, profileUrl);
      const { lowId, highId } = pairOf(viewerId, person.id);
      if (!(await requests.deleteRequest(viewerId, lowId, highId))) throw notFound();
      await announce.count(viewerId);
    },

    /** A block may hide a request from either of the two: both hear their requests count. */
    async blocked(a: number, b: number): Promise<void> {
      await Promise.all([announce.count(a), announce.count(b)]);
    },

    countRequests: (viewerId: number) => requests.countRequests(visibleTo(viewerId)),

    /** GET /api/users/contact/{profile_url}: that person and our conversation's state (none yet is fine). */
    async getContact(viewerId: number, profileUrl: string): Promise<Contact> {
      const person = await findCorrespondent(viewerId, profileUrl);
      return toContact(person, await repository.findConversation(viewerId, person.id), viewerId);
    },

    /** A page of our conversation, oldest to newest (`before` pages back); what they sent me is marked read. */
    async getThread(viewerId: number, profileUrl: string, before?: number): Promise<ThreadPage> {
      const person = await findCorrespondent(viewerId, profileUrl);
      const conversation = await repository.findConversation(viewerId, person.id);
      if (conversation === null) return { rows: [], hasMore: false };
      const records = await repository.listThread(conversation.id, before, MESSAGES_PAGE_SIZE + 1);
      // A request stays unread until it is accepted: its sender never learns it was read (decision 0007).
      const awaitsMe = conversation.requestToId === viewerId && conversation.acceptedAt === null;
      if (!awaitsMe) await repository.markThreadRead(viewerId, person.id);
      const me = (await directory.listAuthors([viewerId])).get(viewerId);
      if (!me) throw notFound();
      const rows = records
        .slice(0, MESSAGES_PAGE_SIZE)
        .reverse()
        .map((record) => toMessage(record, record.senderId === viewerId ? me : person));
      return { rows, hasMore: records.length > MESSAGES_PAGE_SIZE };
    },

    /** GET /api/notifications/messages: the latest messages I received, as the header's dropdown lists them. */
    async listEntries(viewerId: number): Promise<MessageEntry[]> {
      return toEntries(await repository.listReceived(visibleTo(viewerId), MESSAGE_ENTRIES_LIMIT));
    },

    /** POST /api/notifications/update_read (messages): marks those of my entries (or all) read; my unread count after. */
    async markEntriesRead(viewerId: number, ids: readonly number[] | 'all'): Promise<number> {
      await repository.markRead(viewerId, ids === 'all' ? ids : [...new Set(ids)]);
      return repository.countUnread(visibleTo(viewerId));
    },

    countUnread: (viewerId: number) => repository.countUnread(visibleTo(viewerId)),

    /** A deleted account's conversations pass to its stand-in, inside the deletion's unit of work. */
    reassignConversations: (tx: Tx, fromId: number, toId: number) =>
      createMessagesRepository(tx.db).reassign(fromId, toId),

    /** For the e-mail while away: my unread messages since `since`, the latest `limit`, and how many. */
    async listUnreadSince(
      viewerId: number,
      since: Date,
      limit: number,
    ): Promise<{ rows: MessageEntry[]; total: number }> {
      const { rows, total } = await repository.listUnreadSince(visibleTo(viewerId), since, limit);
      return { total, rows: await toEntries(rows) };
    },

    /** For the e-mail while away: who has written me a request since `since` (no text: it may be a scam). */
    async listRequestsSince(
      viewerId: number,
      since: Date,
      limit: number,
    ): Promise<{ rows: Array<{ actor: Author; createdAt: Date }>; total: number }> {
      const { rows, total } = await requests.listRequestsSince(visibleTo(viewerId), since, limit);
      const people = await directory.listAuthors(rows.map((row) => row.otherId));
      return {
        total,
        rows: rows.flatMap((row) => {
          const actor = people.get(row.otherId);
          return actor ? [{ actor, createdAt: row.lastContact }] : [];
        }),
      };
    },
  };
}

export type MessagesService = ReturnType<typeof createMessagesService>;
