import { sql, type SQL } from 'drizzle-orm';
import { messageBody, messageTextProblem } from '@vitrina/contract/message-rules';
import type { Message } from '@vitrina/contract/messages';
import { VERIFIED_FIRST_CONTACTS_PER_DAY } from '@vitrina/contract/messages-limits';
import { firstContactTexts } from '@vitrina/contract/messages-errors';
import type { Db } from '../../db/client.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/database-errors.ts';
import type { Transactions, Tx } from '../../db/transaction.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import type { Realtime } from '../../realtime/realtime-server.ts';
import type { UserDirectory } from '../profiles/user-directory.ts';
import { firstContactProblem, judgeSend } from './message-request-rules.ts';
import { createConversationsRepository } from './conversations.repository.ts';
import { toMessage } from './messages.mapper.ts';
import { createMessageRequestsRepository, createSendOpening } from './message-requests.repository.ts';
import { createMessagesRepository } from './messages.repository.ts';
import { createRequestAnnouncements } from './request-announcements.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface MessagesServiceDeps {
  db: Db;
  transactions: Transactions;
  directory: Pick<UserDirectory, 'listAuthors'>;
  realtime: Pick<Realtime, 'toUser'>;
  /** Whether a talent applied to an agency's opportunities: a condition of the send's statement (a late port). */
  appliedTo: (talent: SQL, agency: SQL) => SQL;
  /** Queues the receiver for the e-mail while away: a write of the send's statement (a late port). */
  queueMail: (receiver: SQL) => SQL;
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

/** Sending: stored in one transaction, then delivered to both people's sockets; a block hides both ways. */
export function createMessagesService({
  db,
  transactions,
  directory,
  realtime,
  appliedTo,
  queueMail,
}: MessagesServiceDeps) {
  const repository = createMessagesRepository(db);
  const requests = createMessageRequestsRepository(db);
  const announce = createRequestAnnouncements(realtime, requests);
  const openSend = createSendOpening(appliedTo);

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
      const clientId = input.clientId ?? null;
      try {
        return await transactions.run(async (tx) => {
          const inTx = createMessagesRepository(tx.db);
          const { sender, receiver, earlier, context } = await openSend(tx.db, senderId, receiverId, clientId);
          if (!sender) throw notFound();
          // A retry of a send that was stored (its acknowledgement lost): the message stored then, nothing new.
          if (earlier) return toMessage(earlier, sender);
          if (!receiver || !context) throw notFound();
          const { conversationId } = context;
          const pairs = createConversationsRepository(tx.db);
          const verdict = judgeSend({ ...context, senderIsAgency: sender.type === 'agencia' });
          if (!verdict.ok) throw new AppError(verdict.code);
          const opensConversation = context.conversation === null;
          const tooMany = firstContactProblem({
            isAgency: sender.type === 'agencia',
            isVerified: context.senderIsVerifiedAgency,
            opensConversation,
            // This send's own conversation is among them (made above): the others are what counts.
            openedLastDay: opensConversation
              ? (await pairs.countStartedSince(senderId, new Date(Date.now() - DAY_MS))) - 1
              : 0,
          });
          if (tooMany) {
            const texts = firstContactTexts(VERIFIED_FIRST_CONTACTS_PER_DAY);
            throw new AppError(tooMany, context.senderIsVerifiedAgency ? { texts } : {});
          }
          const request = verdict.outcome === 'request';
          const record = await inTx.storeMessage(
            { conversationId, senderId, receiverId, body: messageBody(input.message), clientId },
            { ...(request ? { requestToId: receiverId } : {}), accepted: verdict.outcome === 'accept' },
            queueMail(sql`${receiverId}::bigint`),
          );
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
          const [stored, cards] = await Promise.all([
            repository.findByClientId(senderId, clientId),
            directory.listAuthors([senderId]),
          ]);
          const sender = cards.get(senderId);
          if (stored && sender) return toMessage(stored, sender);
        }
        throw error;
      }
    },

    /** A deleted account's conversations pass to its stand-in, inside the deletion's unit of work. */
    reassignConversations: (tx: Tx, fromId: number, toId: number) =>
      createConversationsRepository(tx.db).reassign(fromId, toId),
  };
}

export type MessagesService = ReturnType<typeof createMessagesService>;
