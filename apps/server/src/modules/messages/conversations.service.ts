import type { Contact, ThreadPage } from '@vitrina/contract/messages';
import { CONTACTS_PAGE_SIZE, MESSAGES_PAGE_SIZE } from '@vitrina/contract/messages-limits';
import type { Author } from '@vitrina/contract/posts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/app-error.ts';
import { visibleTo } from '../graph/visibility.ts';
import type { UserDirectory } from '../profiles/user-directory.ts';
import { createConversationsRepository } from './conversations.repository.ts';
import { toContact, toMessage } from './messages.mapper.ts';
import { createMessagesRepository } from './messages.repository.ts';

export interface ConversationsServiceDeps {
  db: Db;
  directory: Pick<UserDirectory, 'listAuthors' | 'findCorrespondent'>;
}

/** The person behind a link, with their card, or 404; a deleted account's stand-in can be read, never written to. */
export async function findCorrespondent(
  { directory }: ConversationsServiceDeps,
  viewerId: number,
  profileUrl: string,
): Promise<Author> {
  const person = await directory.findCorrespondent(visibleTo(viewerId), profileUrl);
  if (!person) throw notFound();
  return person;
}

/** The inbox: my contact list, one contact and a page of our conversation. */
export function createConversationsService(deps: ConversationsServiceDeps) {
  const { db, directory } = deps;
  const contacts = createConversationsRepository(db);
  const messages = createMessagesRepository(db);

  return {
    /** GET /api/users/contacts: my conversations, newest first, a page older than `before` when given. */
    async listContacts(viewerId: number, before?: number): Promise<Contact[]> {
      const conversations = await contacts.listConversations(visibleTo(viewerId), before, CONTACTS_PAGE_SIZE);
      const people = await directory.listAuthors(conversations.map((c) => c.otherId));
      return conversations.flatMap((conversation) => {
        const person = people.get(conversation.otherId);
        return person ? [toContact(person, conversation, viewerId)] : [];
      });
    },

    /** GET /api/users/contact/{profile_url}: that person and our conversation's state (none yet is fine). */
    async getContact(viewerId: number, profileUrl: string): Promise<Contact> {
      const person = await findCorrespondent(deps, viewerId, profileUrl);
      return toContact(person, await contacts.findConversation(viewerId, person.id), viewerId);
    },

    /** A page of our conversation, oldest to newest (`before` pages back); what they sent me is marked read. */
    async getThread(viewerId: number, profileUrl: string, before?: number): Promise<ThreadPage> {
      // A request stays unread until it is accepted: its sender never learns it was read (decision 0007).
      const thread = await messages.readThread(viewerId, profileUrl, before, MESSAGES_PAGE_SIZE + 1);
      if (!thread) throw notFound();
      const { person, me, records } = thread;
      const rows = records
        .slice(0, MESSAGES_PAGE_SIZE)
        .reverse()
        .map((record) => toMessage(record, record.senderId === viewerId ? me : person));
      return { rows, hasMore: records.length > MESSAGES_PAGE_SIZE };
    },
  };
}

export type ConversationsService = ReturnType<typeof createConversationsService>;
