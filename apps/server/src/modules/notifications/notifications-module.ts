import type { SQL } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { FastifyPluginAsync } from 'fastify';
import type { Platform } from '../../platform/platform.ts';
import type { Realtime } from '../../realtime/realtime-server.ts';
import { allowsNotification, type NotificationRecipients } from '../accounts/notification-preferences.ts';
import type { Mail } from '../mail/mail-module.ts';
import type { MessageEntriesService } from '../messages/message-entries.service.ts';
import type { UserDirectory } from '../profiles/user-directory.ts';
import { createAvailabilityReminder, type DueAvailability } from './availability-reminder.ts';
import { createNotificationMail } from './notification-mail.ts';
import { queueMailWhere } from './notification-mail-queue.repository.ts';
import { notificationsRoutes } from './notifications.routes.ts';
import { createOpportunityNotices } from './opportunity-notices.ts';
import { createNotificationsService } from './notifications.service.ts';
import { createNotificationsPersonalData } from './personal-data.ts';
import { createNewPostNotices, dueNotices } from './new-post-notices.ts';
import type { Tx } from '../../db/transaction.ts';

export interface NotificationsModuleDeps {
  platform: Platform;
  /** The accounts module's port: who wants which notification, and where to e-mail them. */
  accounts: { recipients: NotificationRecipients };
  profiles: { directory: Pick<UserDirectory, 'listAuthors'>; availability: DueAvailability };
  realtime: Pick<Realtime, 'toUser' | 'onlineUsers' | 'onConnect'>;
  messages: { entries: Pick<MessageEntriesService, 'markEntriesRead' | 'listUnreadSince' | 'listRequestsSince'> };
  /** The e-mail while away: the mailer and the links' address; the config says how often its round runs. */
  mail: Mail;
  config: Pick<Config, 'notificationMailIntervalMs' | 'timelines'>;
}

// The events that become notifications are subscribed here, so this file shows them all.
export function createNotificationsModule(deps: NotificationsModuleDeps) {
  const { db, transactions, events, log } = deps.platform;
  const parts = {
    db,
    directory: deps.profiles.directory,
    realtime: deps.realtime,
    messaging: deps.messages.entries,
    log,
  };
  const service = createNotificationsService({ ...parts, transactions });
  const mail = createNotificationMail({
    ...parts,
    ...deps.mail,
    intervalMs: deps.config.notificationMailIntervalMs,
    recipients: deps.accounts.recipients,
    log,
    jobs: deps.platform.jobs,
  });

  events.subscribe('user.followed', ({ followerId, followedId }) =>
    service.happened({ type: 'FOLLOWER', recipientId: followedId, actorId: followerId, postId: null, commentId: null }),
  );
  events.subscribe('user.unfollowed', ({ followerId, followedId }) =>
    service.undone({ type: 'FOLLOWER', recipientId: followedId, actorId: followerId, postId: null, commentId: null }),
  );
  events.subscribe('user.blocked', ({ blockerId, blockedId }) => service.blocked(blockerId, blockedId));
  events.subscribe('post.deleted', ({ postId }) => service.removedAbout({ postId }));
  events.subscribe('post.liked', ({ postId, userId, authorId }) =>
    service.happened({ type: 'LIKE_POST', recipientId: authorId, actorId: userId, postId, commentId: null }),
  );
  events.subscribe('post.unliked', ({ postId, userId, authorId }) =>
    service.undone({ type: 'LIKE_POST', recipientId: authorId, actorId: userId, postId, commentId: null }),
  );
  events.subscribe('comment.created', ({ commentId, postId, authorId, postAuthorId }) =>
    service.happened({ type: 'COMMENT', recipientId: postAuthorId, actorId: authorId, postId, commentId }),
  );
  events.subscribe('comment.deleted', ({ commentId }) => service.removedAbout({ commentId }));
  events.subscribe('comment.liked', ({ commentId, postId, userId, authorId }) =>
    service.happened({ type: 'LIKE_COMMENT', recipientId: authorId, actorId: userId, postId, commentId }),
  );
  events.subscribe('comment.unliked', ({ commentId, postId, userId, authorId }) =>
    service.undone({ type: 'LIKE_COMMENT', recipientId: authorId, actorId: userId, postId, commentId }),
  );
  events.subscribe('report.resolved', ({ caseId, reporterIds, outcome }) =>
    service.reportResolved(caseId, reporterIds, outcome),
  );
  // A verified agency's request is an entry as well (every message queues the e-mail in its own statement).
  events.subscribe('message.sent', async ({ senderId, receiverId, request, fromVerifiedAgency }) => {
    if (!request || !fromVerifiedAgency) return;
    const happening = { recipientId: receiverId, actorId: senderId, postId: null, commentId: null };
    await service.happened({ type: 'MESSAGE_REQUEST', ...happening });
  });

  const reminder = createAvailabilityReminder({
    transactions,
    availability: deps.profiles.availability,
    service,
    intervalMs: 10 * 60_000,
    log,
    jobs: deps.platform.jobs,
  });

  const newPostNotices = createNewPostNotices({
    db,
    jobs: deps.platform.jobs,
    batch: deps.config.timelines.fanoutBatch,
    announce: service.announceNewPost,
  });

  deps.platform.background.add('notifications', service.told);
  const routes: FastifyPluginAsync = async (api) => {
    // Pages still owed an entry are told before the database closes.
    api.addHook('preClose', service.told);
    await api.register(notificationsRoutes, { notifications: service });
  };
  return {
    service,
    mail,
    availabilityReminder: reminder,
    newPostNotices: { name: 'notices', due: dueNotices, madeDue: (tx: Tx) => tx.afterCommit(newPostNotices.kick) },
    /** The messages module's port: every message, a request too, queues its receiver for the e-mail while away. */
    mailWhileAway: {
      queueFor: (receiver: SQL) => queueMailWhere(receiver, allowsNotification('messages', receiver)),
    },
    /** The opportunities module's port: its notices, told inside its transactions. */
    opportunityNotices: createOpportunityNotices({ announceUnread: service.announceUnread }),
    routes,
    // Its share of users/self: the header's badge of unread notifications.
    self: { unreadedNotificationsCount: (userId: number) => service.countUnread(userId) },
    personalData: createNotificationsPersonalData(db),
  };
}

export type NotificationsModule = ReturnType<typeof createNotificationsModule>;
