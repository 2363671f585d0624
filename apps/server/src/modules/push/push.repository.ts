import { and, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedSql, preparedSqlByKey } from '../../db/prepared-sql.ts';
import { pushSubscriptions, type PushSubscriptionRow } from '../../db/schema/push-subscriptions.ts';
import { isLiveSession } from '../../sessions/session-store.ts';
import { allowsNotification, type NotifyFlag } from '../accounts/notification-preferences.ts';
import { followEdges } from '../graph/network.ts';
import { visibleTo } from '../graph/visibility.ts';

export type NewPushSubscription = Omit<PushSubscriptionRow, 'id' | 'createdAt'>;

export interface PushTargetRow {
  id: number;
  userId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

type TargetRow = PushTargetRow & { id: number | string; userId: number | string };

const targetColumns = () => {
  const { id, userId, endpoint, p256dh, auth } = pushSubscriptions;
  return sql`${id} as id, ${userId} as "userId", ${endpoint} as endpoint, ${p256dh} as p256dh, ${auth} as auth`;
};

const recipientTargets = preparedSqlByKey<TargetRow>();

const followersTargets = preparedSql<TargetRow>(() => {
  const author = sql.placeholder('author') as unknown as number;
  const { userId, sessionId } = pushSubscriptions;
  return sql`select ${targetColumns()} from ${pushSubscriptions}
    where ${userId} in (select e.user_id from ${followEdges('followers', author)} e)
      and ${allowsNotification('following', userId)} and ${visibleTo(author).shows(userId)} and ${isLiveSession(sessionId)}`;
});

const numbered = (rows: TargetRow[]): PushTargetRow[] =>
  rows.map((row) => ({ ...row, id: Number(row.id), userId: Number(row.userId) }));

/** Push subscriptions (this module's table). */
export function createPushRepository(db: Db) {
  return {
    /** Drops the session's earlier row and any of the same endpoint; answers how many the person keeps. */
    async clearFor(userId: number, sessionId: string, endpoint: string): Promise<number> {
      await db
        .delete(pushSubscriptions)
        .where(or(eq(pushSubscriptions.sessionId, sessionId), eq(pushSubscriptions.endpoint, endpoint)));
      const [row] = await db.select({ n: count() }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
      return row?.n ?? 0;
    },

    async insert(values: NewPushSubscription): Promise<PushSubscriptionRow> {
      const [row] = await db.insert(pushSubscriptions).values(values).returning();
      if (!row) throw new Error('push subscription insert returned nothing');
      return row;
    },

    /** The person's devices, the newest first (ten at most: no paging). */
    listOf(userId: number): Promise<PushSubscriptionRow[]> {
      return db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId))
        .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id));
    },

    /** Deletes one of the person's subscriptions; false when it is not theirs (or gone). */
    async deleteMine(userId: number, id: number): Promise<boolean> {
      const rows = await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.userId, userId)))
        .returning({ id: pushSubscriptions.id });
      return rows.length > 0;
    },

    async deleteOfSession(userId: number, sessionId: string): Promise<void> {
      await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.sessionId, sessionId)));
    },

    async deleteAllOf(userId: number): Promise<void> {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
    },

    /** A subscription the push service says is gone; only that row (a newer one for the device stays). */
    async deleteGone(id: number, endpoint: string): Promise<void> {
      await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.endpoint, endpoint)));
    },

    /** The live sessions' subscriptions whose owner `who` selects (recipients, flag, visibility). */
    listTargets(who: (userColumn: typeof pushSubscriptions.userId) => SQL): Promise<PushTargetRow[]> {
      return db
        .select({
          id: pushSubscriptions.id,
          userId: pushSubscriptions.userId,
          endpoint: pushSubscriptions.endpoint,
          p256dh: pushSubscriptions.p256dh,
          auth: pushSubscriptions.auth,
        })
        .from(pushSubscriptions)
        .where(and(who(pushSubscriptions.userId), isLiveSession(pushSubscriptions.sessionId)));
    },

    /** One recipient's live devices, if `flag` is on for them and `actor` is visible to them (decision 0001). */
    async listTargetsOf(flag: NotifyFlag, recipientId: number, actorId: number): Promise<PushTargetRow[]> {
      const recipient = sql.placeholder('recipient');
      const { userId, sessionId } = pushSubscriptions;
      const statement = recipientTargets(
        flag,
        () => sql`select ${targetColumns()} from ${pushSubscriptions}
          where ${userId} = ${recipient} and ${allowsNotification(flag, recipient)}
            and ${visibleTo(recipient as unknown as number).shows(sql`${sql.placeholder('actor')}::bigint`)}
            and ${isLiveSession(sessionId)}`,
      );
      return numbered(await statement(db, { recipient: recipientId, actor: actorId }));
    },

    /** The live devices of the author's followers with the `following` flag on and no block (a new post). */
    async listFollowerTargets(authorId: number): Promise<PushTargetRow[]> {
      return numbered(await followersTargets(db, { author: authorId }));
    },

    /** The devices of the person, keys left out (their data export). */
    listForExport(userId: number) {
      return db
        .select({
          id: pushSubscriptions.id,
          browser: pushSubscriptions.browser,
          system: pushSubscriptions.system,
          createdAt: pushSubscriptions.createdAt,
        })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId))
        .orderBy(pushSubscriptions.id);
    },
  };
}

export type PushRepository = ReturnType<typeof createPushRepository>;
