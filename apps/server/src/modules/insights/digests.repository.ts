import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { insightDigests } from '../../db/schema/insights.ts';
import { userProfiles } from '../../db/schema/user-profiles.ts';
import { users } from '../../db/schema/users.ts';

/** The weekly digest's queue (one row per person with news) and its recipients. */
export function createDigestsRepository(db: Db) {
  return {
    /** The people whose digest is due (the job runner claims among them). */
    dueDigests: sql`select user_id as key from ${insightDigests} where due_at <= now() order by due_at`,

    /** The digest went (or was not wanted): the next one waits for new views or followers. */
    async settleDigest(userId: number): Promise<void> {
      await db.execute(sql`delete from ${insightDigests} where user_id = ${userId}`);
    },

    /** Who a digest goes to: address, language, name and whether they want it. */
    async digestRecipients(ids: readonly number[]) {
      if (ids.length === 0) return [];
      return queryRows<{
        id: number | string;
        email: string;
        lang_code: string;
        nombre: string;
        apellido: string;
        type: string | null;
        agency_name: string | null;
        weekly_digest: boolean | null;
      }>(
        db,
        sql`
        select u.id, u.email, u.lang_code, u.nombre, u.apellido, u.type, p.agency_name, p.weekly_digest
        from ${users} u join ${userProfiles} p on p.user_id = u.id
        where u.id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )}) and u.cancelled_at is null and u.deleted_at is null and u.is_verified`,
      );
    },
  };
}

export type DigestsRepository = ReturnType<typeof createDigestsRepository>;
