import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Lang } from '@vitrina/contract/constants';
import {
  notificationFlagOf,
  type NotificationType,
  type OpportunityNoticeType,
} from '@vitrina/contract/notifications-limits';
import type { PushPayload } from '@vitrina/contract/push-rules';
import type { Db } from '../../db/client.ts';
import { inIds } from '../../db/id-list.ts';
import { safeError } from '../../http/logger.ts';
import type { Realtime } from '../../realtime/realtime-server.ts';
import type { NotificationRecipients } from '../accounts/notification-preferences.ts';
import type { UserDirectory } from '../profiles/user-directory.ts';
import { createPushRepository, type PushTargetRow } from './push.repository.ts';
import {
  opportunityPayloadOf,
  pushPayloadOf,
  searchMatchPayloadOf,
  type OpportunityPush,
  type PushKind,
  type SearchMatch,
} from './push-payloads.ts';
import { createPushQueue } from './push-queue.ts';
import type { PushSender } from './push-sender.ts';

export interface PushDeliveryDeps {
  db: Db;
  realtime: Pick<Realtime, 'onlineUsers'>;
  directory: Pick<UserDirectory, 'listAuthors'>;
  recipients: Pick<NotificationRecipients, 'findMailRecipients'>;
  send: PushSender;
  log: FastifyBaseLogger;
}

const CONCURRENCY = 8;
// Beyond this many waiting, new pushes are dropped (logged): a push late by minutes is worth little.
const MAX_WAITING = 10_000;

/** Someone did something to someone (followed, commented, liked): the notification's own terms. */
export interface PushHappening {
  type: Exclude<
    NotificationType,
    'NEW_POST' | 'REPORT_RESOLVED' | 'AVAILABILITY_EXPIRING' | 'SAVED_SEARCH_MATCH' | OpportunityNoticeType
  >;
  recipientId: number;
  actorId: number;
  postId: number | null;
}

/** The devices a push is for: flag and visibility are conditions of the statement that reads them. */
type Targets = () => Promise<PushTargetRow[]>;

/**
 * Pushes to whoever has no open tab (decision 0008): recipients, flag and visibility are one condition of the
 * statement that finds their devices; a subscription the service calls gone (404, 410) is deleted.
 */
export function createPushDelivery(deps: PushDeliveryDeps) {
  const repository = createPushRepository(deps.db);
  const log = deps.log.child({ component: 'push' });
  const queue = createPushQueue({
    concurrency: CONCURRENCY,
    maxWaiting: MAX_WAITING,
    onError: (error) => log.error({ err: safeError(error) }, 'a push could not be prepared'),
    onDropped: () => log.warn('the push queue is full: a push was dropped'),
  });

  async function sendOne(target: PushTargetRow, payload: PushPayload, urgency: 'high' | 'normal'): Promise<void> {
    const result = await deps.send(target, payload, urgency);
    if (result.outcome === 'gone') {
      await repository.deleteGone(target.id, target.endpoint);
      log.info({ subscriptionId: target.id, status: result.status }, 'a push subscription is gone: deleted');
    } else if (result.outcome === 'failed') {
      log.warn({ subscriptionId: target.id, status: result.status }, 'a push could not be delivered');
    }
  }

  /** The devices `targets` reads whose person has no tab open, each with its person's language. */
  async function awayDevices(targets: Targets): Promise<Array<{ target: PushTargetRow; lang: Lang }>> {
    const devices = await targets();
    if (devices.length === 0) return [];
    const online = await deps.realtime.onlineUsers([...new Set(devices.map((target) => target.userId))]);
    const away = devices.filter((target) => !online.has(target.userId));
    if (away.length === 0) return [];
    const recipients = await deps.recipients.findMailRecipients([...new Set(away.map((target) => target.userId))]);
    return away.flatMap((target) => {
      const recipient = recipients.get(target.userId);
      return recipient ? [{ target, lang: recipient.lang }] : [];
    });
  }

  async function deliver(kind: PushKind, actorId: number, postId: number | null, targets: Targets): Promise<void> {
    const devices = await awayDevices(targets);
    if (devices.length === 0) return;
    const actor = (await deps.directory.listAuthors([actorId])).get(actorId);
    if (!actor || actor.deleted) return;
    for (const { target, lang } of devices) {
      const payload = pushPayloadOf({ kind, actor, postId }, lang);
      queue.add(() => sendOne(target, payload, kind === 'MESSAGE' || kind === 'MESSAGE_REQUEST' ? 'high' : 'normal'));
    }
  }

  const later = (kind: PushKind, actorId: number, postId: number | null, targets: Targets) =>
    queue.add(() => deliver(kind, actorId, postId, targets));

  return {
    /** A notification happened: its recipient's devices, if the kind's flag is on and no block stands between. */
    notification({ type, recipientId, actorId, postId }: PushHappening): void {
      if (recipientId === actorId) return;
      later(type, actorId, postId, () => repository.listTargetsOf(notificationFlagOf[type], recipientId, actorId));
    },

    /** A talent published: the devices of followers with the `following` flag on. */
    newPost(postId: number, authorId: number): void {
      later('NEW_POST', authorId, postId, () => repository.listFollowerTargets(authorId));
    },

    /** A message reached the inbox (never a request: decision 0007): the `messages` flag governs it. */
    message(senderId: number, receiverId: number): void {
      if (senderId === receiverId) return;
      later('MESSAGE', senderId, null, () => repository.listTargetsOf('messages', receiverId, senderId));
    },

    /** Talents newly match a saved search: its agency's devices (the search's own switch governs its alerts). */
    searchMatch(agencyId: number, match: SearchMatch): void {
      queue.add(async () => {
        for (const { target, lang } of await awayDevices(() =>
          repository.listTargets((user) => sql`${user} = ${agencyId}`),
        )) {
          const payload = searchMatchPayloadOf(match, lang);
          queue.add(() => sendOne(target, payload, 'normal'));
        }
      });
    },

    /**
     * Opportunity notices, already written with their flag and visibility checked: the devices of their
     * recipients, read in one statement, each told in its person's language.
     */
    opportunityNotices(entries: ReadonlyArray<OpportunityPush & { recipientId: number }>): void {
      if (entries.length === 0) return;
      queue.add(async () => {
        const byRecipient = new Map<number, OpportunityPush[]>();
        for (const entry of entries) {
          const theirs = byRecipient.get(entry.recipientId) ?? [];
          theirs.push(entry);
          byRecipient.set(entry.recipientId, theirs);
        }
        const devices = await awayDevices(() => repository.listTargets((user) => inIds(user, [...byRecipient.keys()])));
        for (const { target, lang } of devices) {
          for (const entry of byRecipient.get(target.userId) ?? []) {
            const payload = opportunityPayloadOf(entry, lang);
            queue.add(() => sendOne(target, payload, entry.type === 'APPLICATION_UPDATE' ? 'high' : 'normal'));
          }
        }
      });
    },

    settled: () => queue.settled(),
    stop: () => queue.stop(),
  };
}

export type PushDelivery = ReturnType<typeof createPushDelivery>;
