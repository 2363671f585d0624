import { NOTIFICATIONS_PAGE_SIZE, notificationFlagOf } from '@vitrina/contract/notifications-limits';
import type { CaseOutcome } from '@vitrina/contract/moderation-limits';
import type { Notification, NotificationPage } from '@vitrina/contract/notifications';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Transactions } from '../../db/transaction.ts';
import type { Realtime } from '../../realtime/realtime-server.ts';
import { visibleTo } from '../graph/visibility.ts';
import type { MessageEntriesService } from '../messages/message-entries.service.ts';
import type { UserDirectory } from '../profiles/user-directory.ts';
import { groupKeyOf, isOwnDoing, resolutionKey, type Happening } from './notification-rules.ts';
import { toNotification } from './notifications.mapper.ts';
import { recordSearchMatch } from './search-match-entries.ts';
import { createTellings } from './tellings.ts';
import {
  createNotificationsRepository,
  type EntryRecord,
  type NewEntry,
  type Removal,
} from './notifications.repository.ts';

export interface NotificationsServiceDeps {
  db: Db;
  transactions: Transactions;
  directory: Pick<UserDirectory, 'listAuthors'>;
  realtime: Pick<Realtime, 'toUser' | 'onlineUsers'>;
  messaging: Pick<MessageEntriesService, 'markEntriesRead'>;
  log: Pick<FastifyBaseLogger, 'error'>;
}

/** Notifications, made from committed events with flags and visibility checked in the writing statement. */
export function createNotificationsService({
  db,
  transactions,
  directory,
  realtime,
  messaging,
  log,
}: NotificationsServiceDeps) {
  const repository = createNotificationsRepository(db);
  // Open pages are told off the request: an answer waits for the entry's write alone.
  const telling = createTellings(
    async (recipientId, ids) => {
      if (!(await realtime.onlineUsers([recipientId])).has(recipientId)) return;
      for (const id of ids) await announceTo(recipientId, id);
    },
    (error) => log.error({ err: error }, 'an open page was not told'),
  );

  async function toShapes(entries: EntryRecord[]): Promise<Notification[]> {
    const cards = await directory.listAuthors(entries.flatMap((entry) => entry.actorIds));
    return entries.flatMap((entry) => {
      const shape = toNotification(entry, cards);
      return shape ? [shape] : [];
    });
  }

  // Only people online: a post's thousands of followers cost seconds of counting; apps read it when they open.
  async function pushUnread(recipientIds: readonly number[]): Promise<void> {
    await pushUnreadTo(await realtime.onlineUsers([...new Set(recipientIds)]));
  }

  async function pushUnreadTo(online: ReadonlySet<number>): Promise<void> {
    if (online.size === 0) return;
    const counts = await repository.countUnreadOf([...online]);
    for (const id of online) realtime.toUser(id, 'notifications-unread', { unread: counts.get(id) ?? 0 });
  }

  /** A new entry and the unread count it makes, to the recipient's open pages. */
  async function announceTo(recipientId: number, id: number): Promise<void> {
    const announced = await repository.findAnnounced(visibleTo(recipientId), id);
    if (!announced) return pushUnreadTo(new Set([recipientId]));
    const shape = toNotification(announced.entry, announced.cards);
    if (shape) realtime.toUser(recipientId, 'notification', shape);
    realtime.toUser(recipientId, 'notifications-unread', { unread: announced.unread });
  }

  async function pushRemovals(removals: Removal[]): Promise<void> {
    const online = await realtime.onlineUsers([...new Set(removals.map((removal) => removal.recipientId))]);
    for (const removal of removals.filter(({ recipientId }) => online.has(recipientId))) {
      if (removal.gone) {
        realtime.toUser(removal.recipientId, 'notification-removed', { id: removal.id });
        continue;
      }
      // An entry that only lost one of its people stays: it goes again, as it now reads.
      const [shape] = await toShapes(await repository.findMine(visibleTo(removal.recipientId), [removal.id]));
      if (shape) realtime.toUser(removal.recipientId, 'notification', shape);
    }
    await pushUnreadTo(online);
  }

  return {
    /** Someone did something to someone (followed, commented, liked): their entry, if they allow it. */
    async happened(happening: Happening): Promise<void> {
      if (isOwnDoing(happening)) return;
      const { recipientId } = happening;
      if (happening.type === 'REPORT_RESOLVED') return;
      const rule = { flag: notificationFlagOf[happening.type] ?? null, visible: true };
      const id = await repository.record(happening, groupKeyOf(happening, new Date()), rule);
      if (id !== null) telling.entry(recipientId, id);
    },

    /** One's availability ends in a few days (inside the reminder round's transaction). */
    async remindAvailability(tx: Db, recipientId: number): Promise<void> {
      const happening = {
        type: 'AVAILABILITY_EXPIRING',
        recipientId,
        actorId: recipientId,
        postId: null,
        commentId: null,
      } as const;
      await createNotificationsRepository(tx).record(happening, groupKeyOf(happening, new Date()), {
        flag: null,
        visible: false,
      });
    },

    /** A saved search's alert (inside the alert round's transaction); answers the entry's id. */
    recordSearchMatch: (
      tx: Db,
      alert: { recipientId: number; savedSearchId: number; count: number; groupKey: string },
    ): Promise<number> => recordSearchMatch(tx, alert),

    /** Sends a new entry (a reminder's, an alert's) to the recipient's open pages, after its commit. */
    announceEntry: (recipientId: number, id: number): Promise<void> => announceTo(recipientId, id),

    /** Sends the new entry of a reminder to the recipient's open pages (after its commit). */
    async announce(recipientId: number): Promise<void> {
      await pushUnread([recipientId]);
    },

    /** Many new entries (opportunity notices, after their commit): the new unread counts of those online. */
    announceUnread: (recipientIds: readonly number[]): Promise<void> => pushUnread(recipientIds),

    /** The cause was undone (an unlike, an unfollow): the actor leaves the entry; an empty entry goes. */
    async undone(happening: Happening): Promise<void> {
      const removals = await repository.removeActor(happening);
      if (removals.length > 0) telling.other(happening.recipientId, () => pushRemovals(removals));
    },

    /** Resolves once every open page has been told what it is owed (tests, and a stop). */
    told: () => telling.settled(),

    /** A step of a new post's NEW_POST entries (new-post-notices.ts): sent to the recipients online. */
    async announceNewPost(postId: number, authorId: number, created: readonly NewEntry[]): Promise<void> {
      // One question to every process instead of a message per follower (thousands for some authors).
      const online = await realtime.onlineUsers(created.map((entry) => entry.recipientId));
      if (online.size === 0) return;
      const author = (await directory.listAuthors([authorId])).get(authorId);
      if (!author) return;
      for (const { id, recipientId, createdAt } of created.filter((entry) => online.has(entry.recipientId))) {
        realtime.toUser(recipientId, 'notification', {
          id,
          type: 'NEW_POST',
          is_read: false,
          postId,
          createdAt: createdAt.toISOString(),
          actor: author,
          actors: [author],
          actorsCount: 1,
        });
      }
      await pushUnreadTo(online);
    },

    /** A case I reported was decided: my entry says how, and names nobody but me. */
    async reportResolved(caseId: number, reporterIds: readonly number[], outcome: CaseOutcome): Promise<void> {
      const created = await transactions.run((tx) =>
        createNotificationsRepository(tx.db).recordResolution(reporterIds, resolutionKey(caseId), outcome),
      );
      for (const { id, recipientId } of created) {
        const [shape] = await toShapes(await repository.findMine(visibleTo(recipientId), [id]));
        if (shape) realtime.toUser(recipientId, 'notification', shape);
      }
      await pushUnread(created.map((entry) => entry.recipientId));
    },

    /** A post or a comment was deleted: every entry about it goes, for everyone. */
    async removedAbout(about: { postId: number } | { commentId: number }): Promise<void> {
      const removals = await transactions.run((tx) => createNotificationsRepository(tx.db).removeAbout(about));
      await pushRemovals(removals);
    },

    /** A block: whatever the two caused each other goes (blocks are total). */
    async blocked(a: number, b: number): Promise<void> {
      const removals = await repository.removeBetween(a, b);
      await pushRemovals(removals);
    },

    /** GET notifications?page=N. */
    async list(viewerId: number, page: number): Promise<NotificationPage> {
      const seen = visibleTo(viewerId);
      const { rows, count } = await repository.listPage(
        seen,
        (page - 1) * NOTIFICATIONS_PAGE_SIZE,
        NOTIFICATIONS_PAGE_SIZE,
      );
      return { rows: await toShapes(rows), count };
    },

    /** Marks my entries (or `all`) read; my other tabs hear the new count. */
    async markRead(
      viewerId: number,
      request: { notificationIds: readonly number[]; kind?: 'notifications' | 'messages' | undefined; all: boolean },
    ): Promise<number> {
      const ids = request.all ? 'all' : [...new Set(request.notificationIds)];
      // Without a kind (the spec's call) the ids may name entries of either kind: both are marked.
      if (request.kind !== 'notifications') {
        const unread = await messaging.markEntriesRead(viewerId, ids);
        realtime.toUser(viewerId, 'messages-read', { unread });
        if (request.kind === 'messages') return unread;
      }
      await repository.markRead(viewerId, ids);
      const unread = await repository.countUnread(visibleTo(viewerId));
      realtime.toUser(viewerId, 'notifications-unread', { unread });
      return unread;
    },

    countUnread: (viewerId: number) => repository.countUnread(visibleTo(viewerId)),
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
