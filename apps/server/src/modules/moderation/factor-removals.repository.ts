import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { factorRemovals } from '../../db/schema/factor-removals.ts';

const OPEN = ['pending', 'approved'];

/** Approved removals whose 72 hours are over: the due round's keys. */
export const dueFactorRemovals = sql`select id::text as key from ${factorRemovals}
  where status = 'approved' and due_at <= now() order by due_at`;

/** Requests to remove lost factors; every change of status is one conditional update. */
export function createFactorRemovalsRepository(db: Db) {
  return {
    /** A new pending request; null when the account already has an open one. */
    async insert(userId: number, reason: string) {
      const [row] = await db
        .insert(factorRemovals)
        .values({ userId, reason })
        .onConflictDoNothing({
          target: factorRemovals.userId,
          where: sql`${factorRemovals.status} in ('pending', 'approved')`,
        })
        .returning();
      return row ?? null;
    },

    async findById(id: number) {
      const [row] = await db.select().from(factorRemovals).where(eq(factorRemovals.id, id));
      return row ?? null;
    },

    /** The open requests, oldest first. */
    async listOpen(limit: number) {
      return db
        .select()
        .from(factorRemovals)
        .where(inArray(factorRemovals.status, OPEN))
        .orderBy(asc(factorRemovals.createdAt), asc(factorRemovals.id))
        .limit(limit);
    },

    /** Approves (due at `dueAt`) or refuses a pending request; null when it is not pending. */
    async decide(id: number, change: { approve: boolean; by: number; at: Date; dueAt: Date }) {
      const [row] = await db
        .update(factorRemovals)
        .set(
          change.approve
            ? { status: 'approved', decidedBy: change.by, decidedAt: change.at, dueAt: change.dueAt }
            : { status: 'refused', decidedBy: change.by, decidedAt: change.at, closedAt: change.at },
        )
        .where(and(eq(factorRemovals.id, id), eq(factorRemovals.status, 'pending')))
        .returning();
      return row ?? null;
    },

    /** Cancels the account's open request (pending or approved); null when it has none. */
    async cancelOpen(userId: number, at: Date) {
      const [row] = await db
        .update(factorRemovals)
        .set({ status: 'cancelled', closedAt: at })
        .where(and(eq(factorRemovals.userId, userId), inArray(factorRemovals.status, OPEN)))
        .returning();
      return row ?? null;
    },

    /** Marks an approved removal done once its time has come; null when it was cancelled or is not due. */
    async claimDue(id: number, at: Date) {
      const [row] = await db
        .update(factorRemovals)
        .set({ status: 'done', closedAt: at })
        .where(and(eq(factorRemovals.id, id), eq(factorRemovals.status, 'approved'), lte(factorRemovals.dueAt, at)))
        .returning();
      return row ?? null;
    },
  };
}
