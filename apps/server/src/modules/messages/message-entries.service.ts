import type { MessageEntry } from '@vitrina/contract/messages';
import { MESSAGE_ENTRIES_LIMIT } from '@vitrina/contract/messages-limits';
import type { Author } from '@vitrina/contract/posts';
import type { Db } from '../../db/client.ts';
import { visibleTo } from '../graph/visibility.ts';
import type { UserDirectory } from '../profiles/user-directory.ts';
import { createMessageRequestsRepository } from './message-requests.repository.ts';
import { toMessageEntry } from './messages.mapper.ts';
import { createMessagesRepository, type MessageRecord } from './messages.repository.ts';

export interface MessageEntriesServiceDeps {
  db: Db;
  directory: Pick<UserDirectory, 'listAuthors'>;
}

/** Messages as the notifications show them: the header's dropdown, unread counts and the e-mail while away. */
export function createMessageEntriesService({ db, directory }: MessageEntriesServiceDeps) {
  const repository = createMessagesRepository(db);
  const requests = createMessageRequestsRepository(db);

  /** Received messages as entries, their senders' cards read in one query (a sender gone meanwhile is left out). */
  async function toEntries(records: MessageRecord[]): Promise<MessageEntry[]> {
    const senders = await directory.listAuthors(records.map((r) => r.senderId));
    return records.flatMap((record) => {
      const sender = senders.get(record.senderId);
      return sender ? [toMessageEntry(record, sender)] : [];
    });
  }

  return {
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

export type MessageEntriesService = ReturnType<typeof createMessageEntriesService>;
