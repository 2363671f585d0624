import { MAX_PUSH_DEVICES } from '@vitrina/contract/push-rules';
import type { PushDevice, PushDeviceList } from '@vitrina/contract/push';
import type { Db } from '../../db/client.ts';
import type { Transactions } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import { toPushDevice } from './push.mapper.ts';
import { createPushRepository } from './push.repository.ts';
import { deviceNameOf, isAcceptedEndpoint } from './push-rules.ts';

export interface PushServiceDeps {
  db: Db;
  transactions: Transactions;
  publicKey: string;
  /** Push services accepted besides the browsers' own (config PUSH_EXTRA_HOSTS). */
  extraHosts: readonly string[];
}

/** Whose session asks: the person and the session a subscription is tied to. */
export interface PushSession {
  userId: number;
  sessionId: string;
}

export interface SubscribeInput {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  userAgent: string | undefined;
}

/** My devices' subscriptions, one per session; what ends a session ends its device's pushes. */
export function createPushService({ db, transactions, publicKey, extraHosts }: PushServiceDeps) {
  const repository = createPushRepository(db);

  return {
    publicKey: () => ({ publicKey }),

    /** Push on for the session's device; again from the same session (or the same browser), it replaces. */
    async subscribe(session: PushSession, input: SubscribeInput): Promise<PushDevice> {
      if (!isAcceptedEndpoint(input.endpoint, extraHosts)) throw new AppError('push_endpoint_refused');
      const row = await transactions.run(async (tx) => {
        const inTx = createPushRepository(tx.db);
        const others = await inTx.clearFor(session.userId, session.sessionId, input.endpoint);
        if (others >= MAX_PUSH_DEVICES) throw new AppError('push_device_limit');
        return inTx.insert({
          userId: session.userId,
          sessionId: session.sessionId,
          endpoint: input.endpoint,
          p256dh: input.keys.p256dh,
          auth: input.keys.auth,
          ...deviceNameOf(input.userAgent),
        });
      });
      return toPushDevice(row, session.sessionId);
    },

    async list(session: PushSession): Promise<PushDeviceList> {
      const rows = await repository.listOf(session.userId);
      return { rows: rows.map((row) => toPushDevice(row, session.sessionId)), count: rows.length };
    },

    /** Push off for one of my devices; 404 for anyone else's (theirs is not even said to exist). */
    async remove(userId: number, id: number): Promise<void> {
      if (!(await repository.deleteMine(userId, id))) throw new AppError('not_found');
    },

    /** A session ended (logged out): its device's subscription goes; every one of them for "everywhere". */
    async sessionEnded(userId: number, sessionId: string | null): Promise<void> {
      if (sessionId) await repository.deleteOfSession(userId, sessionId);
      else await repository.deleteAllOf(userId);
    },

    /** Every session of the person was revoked (a password change, a cancellation): every device goes. */
    removeAll: (userId: number) => repository.deleteAllOf(userId),
  };
}

export type PushService = ReturnType<typeof createPushService>;
