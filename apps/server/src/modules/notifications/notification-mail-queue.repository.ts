import { and, eq, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { notificationMailQueue } from '../../db/schema/notifications.ts';

/** The queue of the e-mail while away: who is due one, claimed by one process at a time. */
export function createMailQueueRepository(db: Db) {
  return {
    /** Queues one person for the e-mail while away when `allowed` (their flag, as SQL) holds. */
    async queueMailWhere(userId: number, allowed: SQL): Promise<void> {
      await db.execute(
        sql`insert into ${notificationMailQueue} (user_id) select ${userId} where ${allowed}
          on conflict (user_id) do update set last_event_at = now()`,
      );
    },

    /** A person came back online: nothing is due to them any more. */
    async unqueueMail(userId: number): Promise<void> {
      await db.delete(notificationMailQueue).where(eq(notificationMailQueue.userId, userId));
    },

    /** Claims up to `limit` people whose e-mail is due for `leaseMs` (`skip locked`), with the claim's time. */
    async claimDue(
      intervalMs: number,
      leaseMs: number,
      limit: number,
    ): Promise<Array<{ userId: number; since: Date; claimedAt: Date }>> {
      const rows = await queryRows<{ user_id: string | number; since: string | Date; claimed_at: string | Date }>(
        db,
        sql`update ${notificationMailQueue} q
          set claimed_until = now() + make_interval(secs => ${leaseMs / 1000})
          where q.user_id in (
            select user_id from ${notificationMailQueue}
            where since <= now() - make_interval(secs => ${intervalMs / 1000})
              and (claimed_until is null or claimed_until < now())
            order by since
            limit ${limit}
            for update skip locked
          )
          returning q.user_id, q.since, now() as claimed_at`,
      );
      return rows.map((row) => ({
        userId: Number(row.user_id),
        since: new Date(row.since),
        claimedAt: new Date(row.claimed_at),
      }));
    },

    /** After an e-mail: the row goes, unless something happened since the claim (then it waits for the next). */
    async settleMail(userId: number, claimedAt: Date): Promise<void> {
      const gone = await db
        .delete(notificationMailQueue)
        .where(and(eq(notificationMailQueue.userId, userId), sql`${notificationMailQueue.lastEventAt} <= ${claimedAt}`))
        .returning({ userId: notificationMailQueue.userId });
      if (gone.length > 0) return;
      await db
        .update(notificationMailQueue)
        .set({ since: claimedAt, claimedUntil: null })
        .where(eq(notificationMailQueue.userId, userId));
    },
  };
}
