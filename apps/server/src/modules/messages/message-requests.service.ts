import { REQUESTS_PAGE_SIZE } from '@vitrina/contract/message-requests';
import type { Contact, RequestPage } from '@vitrina/contract/messages';
import type { Db } from '../../db/client.ts';
import type { Transactions } from '../../db/transaction.ts';
import { notFound } from '../../http/app-error.ts';
import type { Realtime } from '../../realtime/realtime-server.ts';
import { visibleTo } from '../graph/visibility.ts';
import type { UserDirectory } from '../profiles/user-directory.ts';
import { createConversationsRepository, pairOf } from './conversations.repository.ts';
import { findCorrespondent } from './conversations.service.ts';
import { createMessageRequestsRepository } from './message-requests.repository.ts';
import { toContact } from './messages.mapper.ts';
import { createMessagesRepository } from './messages.repository.ts';
import { createRequestAnnouncements } from './request-announcements.ts';

export interface MessageRequestsServiceDeps {
  db: Db;
  transactions: Transactions;
  directory: Pick<UserDirectory, 'listAuthors' | 'findCorrespondent'>;
  realtime: Pick<Realtime, 'toUser'>;
}

/** Message requests (decision 0007) waiting for me: listed, counted, accepted into my inbox or deleted. */
export function createMessageRequestsService(deps: MessageRequestsServiceDeps) {
  const { db, transactions, directory, realtime } = deps;
  const contacts = createConversationsRepository(db);
  const requests = createMessageRequestsRepository(db);
  const announce = createRequestAnnouncements(realtime, requests);

  return {
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
      const person = await findCorrespondent(deps, viewerId, profileUrl);
      const { lowId, highId } = pairOf(viewerId, person.id);
      const me = (await directory.listAuthors([viewerId])).get(viewerId);
      if (!me) throw notFound();
      await transactions.run(async (tx) => {
        const inTx = createMessagesRepository(tx.db);
        if (!(await createMessageRequestsRepository(tx.db).acceptRequest(viewerId, lowId, highId))) throw notFound();
        await inTx.markThreadRead(viewerId, person.id);
        tx.afterCommit(() => announce.accepted(me, person));
      });
      return toContact(person, await contacts.findConversation(viewerId, person.id), viewerId);
    },

    /** Deletes the request from that person with its messages; they may write again (up to the same limit). */
    async deleteRequest(viewerId: number, profileUrl: string): Promise<void> {
      const person = await findCorrespondent(deps, viewerId, profileUrl);
      const { lowId, highId } = pairOf(viewerId, person.id);
      if (!(await requests.deleteRequest(viewerId, lowId, highId))) throw notFound();
      await announce.count(viewerId);
    },

    /** A block may hide a request from either of the two: both hear their requests count. */
    async blocked(a: number, b: number): Promise<void> {
      await Promise.all([announce.count(a), announce.count(b)]);
    },

    countRequests: (viewerId: number) => requests.countRequests(visibleTo(viewerId)),
  };
}

export type MessageRequestsService = ReturnType<typeof createMessageRequestsService>;
