import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config.ts';
import type { Platform } from '../../platform/platform.ts';
import type { Realtime } from '../../realtime/realtime-server.ts';
import type { NotificationRecipients } from '../accounts/notification-preferences.ts';
import type { UserDirectory } from '../profiles/user-directory.ts';
import { createPushPersonalData } from './personal-data.ts';
import { pushRoutes } from './push.routes.ts';
import { createPushService } from './push.service.ts';
import { createPushDelivery } from './push-delivery.ts';
import { createPushSender } from './push-sender.ts';
import { loadVapidKeys } from './vapid-keys.ts';

export interface PushModuleDeps {
  platform: Platform;
  config: Pick<Config, 'push' | 'dataDir' | 'inMemoryDatabase'>;
  /** The accounts module's port: each recipient's language. */
  accounts: { recipients: Pick<NotificationRecipients, 'findMailRecipients'> };
  profiles: { directory: Pick<UserDirectory, 'listAuthors'> };
  realtime: Pick<Realtime, 'onlineUsers'>;
}

/** A push service gets this long to take a push (ms). */
const SEND_TIMEOUT_MS = 5_000;

// The events that become pushes, and the ones that end subscriptions, are subscribed here (decision 0008):
// the same ones the notifications module makes entries from.
export function createPushModule(deps: PushModuleDeps) {
  const { db, transactions, events, limiter, log } = deps.platform;
  const { push: settings, dataDir, inMemoryDatabase: inMemory } = deps.config;
  const keys = loadVapidKeys({ configured: settings.vapidKeys, dataDir, inMemory });
  const service = createPushService({ db, transactions, publicKey: keys.publicKey, extraHosts: settings.extraHosts });
  const delivery = createPushDelivery({
    db,
    realtime: deps.realtime,
    directory: deps.profiles.directory,
    recipients: deps.accounts.recipients,
    send: createPushSender({ keys, subject: settings.subject, timeoutMs: SEND_TIMEOUT_MS }),
    log,
  });
  deps.platform.background.add('push', delivery.settled);

  events.subscribe('user.followed', ({ followerId, followedId }) =>
    delivery.notification({ type: 'FOLLOWER', recipientId: followedId, actorId: followerId, postId: null }),
  );
  events.subscribe('post.created', ({ postId, authorId }) => delivery.newPost(postId, authorId));
  events.subscribe('post.liked', ({ postId, userId, authorId }) =>
    delivery.notification({ type: 'LIKE_POST', recipientId: authorId, actorId: userId, postId }),
  );
  events.subscribe('comment.created', ({ postId, authorId, postAuthorId }) =>
    delivery.notification({ type: 'COMMENT', recipientId: postAuthorId, actorId: authorId, postId }),
  );
  events.subscribe('comment.liked', ({ postId, userId, authorId }) =>
    delivery.notification({ type: 'LIKE_COMMENT', recipientId: authorId, actorId: userId, postId }),
  );
  events.subscribe('saved_search.matched', ({ agencyId, savedSearchId, name, query, count, kind }) =>
    delivery.searchMatch(agencyId, { savedSearchId, name, query, count, kind }),
  );
  events.subscribe('opportunity.noticed', ({ entries }) => delivery.opportunityNotices(entries));
  // A message request pushes only when a verified agency sends it, as the notification entry it makes.
  events.subscribe('message.sent', ({ senderId, receiverId, request, fromVerifiedAgency }) => {
    if (!request) delivery.message(senderId, receiverId);
    else if (fromVerifiedAgency)
      delivery.notification({ type: 'MESSAGE_REQUEST', recipientId: receiverId, actorId: senderId, postId: null });
  });

  // A device's pushes end with its session: logging out, everywhere, or whatever revokes every session.
  events.subscribe('session.ended', ({ userId, sessionId }) => service.sessionEnded(userId, sessionId));
  for (const event of ['user.password_changed', 'user.email_restored', 'user.cancelled'] as const)
    events.subscribe(event, ({ userId }) => service.removeAll(userId));

  const routes: FastifyPluginAsync = async (api) => {
    // Pushes under way are given their time to finish as the server stops.
    api.addHook('preClose', () => delivery.stop());
    await api.register(pushRoutes, { prefix: '/push', push: service, limiter });
  };
  return { service, delivery, routes, personalData: createPushPersonalData(db) };
}

export type PushModule = ReturnType<typeof createPushModule>;
