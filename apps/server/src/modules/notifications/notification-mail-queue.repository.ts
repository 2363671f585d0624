import { and, eq, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { notificationMailQueue } from '../../db/schema/notifications.ts';

/** Queues `person` for the e-mail while away when `allowed` (their flag, as SQL) holds: a write for a statement's CTE. */
export const queueMailWhere = (person: SQL, allowed: SQL): SQL =>
  sql`insert into ${notificationMailQueue} (user_id) select ${person} where ${allowed}
    on conflict (user_id) do update set last_event_at = now()`;

/** The queue of the e-mail while away: who is due one (the job runner claims each for one process). */
export function createMailQueueRepository(db: Db) {
  return {
    /** A person came back online: nothing is due to them any more. */
    async unqueueMail(userId: number): Promise<void> {
      await db.delete(notificationMailQueue).where(eq(notificationMailQueue.userId, userId));
    },

    /** Who is due an e-mail (the job runner claims among them), oldest first. */
    dueMail(intervalMs: number): SQL {
      return sql`select user_id as key from ${notificationMailQueue}
        where since <= now() - make_interval(secs => ${intervalMs / 1000}) order by since`;
    },

    /** A claimed person's row, with the time it was read at; null once they came back or were mailed. */
    async readDue(userId: number): Promise<{ since: Date; claimedAt: Date } | null> {
      const [row] = await queryRows<{ since: string | Date; claimed_at: string | Date }>(
        db,
        sql`select since, now() as claimed_at from ${notificationMailQueue} where user_id = ${userId}`,
      );
      return row ? { since: new Date(row.since), claimedAt: new Date(row.claimed_at) } : null;
    },

    /** After an e-mail: the row goes, unless something happened since the claim (then it waits for the next). */
    async settleMail(userId: number, claimedAt: Date): Promise<void> {
      const gone = await db
        .delete(notificationMailQueue)
        .where(and(eq(notificationMailQueue.userId, userId), sql`${notificationMailQueue.lastEventAt} <= ${claimedAt}`))
        .returning({ userId: notificationMailQueue.userId });
      if (gone.length > 0) return;
      await db.update(notificationMailQueue).set({ since: claimedAt }).where(eq(notificationMailQueue.userId, userId));
    },
  };
}
