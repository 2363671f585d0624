import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Transactions } from '../../db/transaction.ts';
import type { EventBus } from '../../events/event-bus.ts';
import type { Realtime } from '../../realtime/realtime-server.ts';
import type { Mailer } from '../mail/mail.service.ts';
import type { MessagingService } from '../messaging/messaging.service.ts';
import type { NotificationRecipients } from '../users/notification-preferences.ts';
import type { UserDirectory } from '../users/user-directory.ts';
import { createNotificationMail } from './notification-mail.ts';
import { notificationsRoutes } from './notifications.routes.ts';
import { createNotificationsService } from './notifications.service.ts';

export interface NotificationsModuleDeps {
  db: Db;
  transactions: Transactions;
  events: EventBus;
  directory: Pick<UserDirectory, 'listAuthors'>;
  recipients: NotificationRecipients;
  realtime: Pick<Realtime, 'toUser' | 'onlineUsers' | 'onConnect'>;
  messaging: Pick<MessagingService, 'markEntriesRead' | 'listUnreadSince'>;
  mailer: Mailer;
  publicUrl: string;
  mailIntervalMs: number;
  log: FastifyBaseLogger;
}

/**
 * The notifications module: it owns the notifications, their actors and the e-mail queue; it listens to
 * the domain events of the graph, posts and messaging modules (subscribed here, so this file shows what
 * becomes a notification), reads people through the users module's ports and blocks through the
 * visibility rule, and pushes through the realtime layer.
 */
export function createNotificationsModule(deps: NotificationsModuleDeps) {
  const service = createNotificationsService(deps);
  const mail = createNotificationMail({ ...deps, intervalMs: deps.mailIntervalMs });
  const { events } = deps;

  events.subscribe('user.followed', ({ followerId, followedId }) =>
    service.happened({ type: 'FOLLOWER', recipientId: followedId, actorId: followerId, postId: null, commentId: null }),
  );
  events.subscribe('user.unfollowed', ({ followerId, followedId }) =>
    service.undone({ type: 'FOLLOWER', recipientId: followedId, actorId: followerId, postId: null, commentId: null }),
  );
  events.subscribe('user.blocked', ({ blockerId, blockedId }) => service.blocked(blockerId, blockedId));
  events.subscribe('post.created', ({ postId, authorId }) => service.published(postId, authorId));
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
  events.subscribe('message.sent', ({ receiverId }) => service.messageArrived(receiverId));

  const routes: FastifyPluginAsync = async (api) => {
    await api.register(notificationsRoutes, { notifications: service });
  };
  return { service, mail, routes };
}

export type NotificationsModule = ReturnType<typeof createNotificationsModule>;
