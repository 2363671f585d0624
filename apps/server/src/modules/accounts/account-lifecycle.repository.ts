import { randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';

const touched = () => ({ updatedAt: new Date() });

/** The accounts whose grace period is over (the job runner claims among them). */
export const dueDeletions = sql`select id as key from ${users} where cancelled_at is not null and delete_after <= now()
  order by delete_after`;

/** An account's end: cancelled, restored, replaced by a stand-in and deleted (for the leaving module). */
export function createAccountLifecycleRepository(db: Db) {
  return {
    /** Cancels an account: hidden from then on, every session revoked; answers false if it already was. */
    async markCancelled(id: number, deleteAfter: Date): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({ cancelledAt: sql`now()`, deleteAfter, tokenVersion: sql`${users.tokenVersion} + 1`, ...touched() })
        .where(and(eq(users.id, id), isNull(users.cancelledAt)))
        .returning({ id: users.id });
      return rows.length > 0;
    },

    /** An account still due for deletion (not restored since), locked; null when it is not due. */
    async lockDue(id: number): Promise<{ id: number; deleteAfter: Date } | null> {
      const rows = await queryRows<{ id: string | number; delete_after: string | Date }>(
        db,
        sql`select id, delete_after from ${users}
          where id = ${id} and cancelled_at is not null and delete_after <= now() for update`,
      );
      const [row] = rows;
      return row ? { id: Number(row.id), deleteAfter: new Date(row.delete_after) } : null;
    },

    /** A neutral stand-in for a deleted account's conversations: no name, no address, no profile. */
    async insertStandIn(): Promise<number> {
      const mark = randomBytes(8).toString('hex');
      const [row] = await db
        .insert(users)
        .values({
          email: `deleted-${mark}@deleted.invalid`,
          nombre: '',
          apellido: '',
          profileUrl: `deleted-${mark}`,
          isVerified: false,
          deletedAt: sql`now()`,
        })
        .returning({ id: users.id });
      if (!row) throw new Error('stand-in insert returned nothing');
      return row.id;
    },

    /** Deletes an account row; every row that belongs to it goes with it (foreign keys cascade). */
    async deleteUser(id: number): Promise<boolean> {
      const rows = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
      return rows.length > 0;
    },

    /** Brings a cancelled account back; answers false if it was not cancelled. */
    async markRestored(id: number): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({ cancelledAt: null, deleteAfter: null, ...touched() })
        .where(and(eq(users.id, id), sql`${users.cancelledAt} is not null`))
        .returning({ id: users.id });
      return rows.length > 0;
    },
  };
}
