import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { ModerationRole } from '@vitrina/contract/moderation';
import { queryRows, type Db } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import type { Tx } from '../../db/transaction.ts';
import type { SuspensionState } from './suspension-rules.ts';

/** A person as the moderation tool finds them (the card is read from the profiles directory). */
export interface ModeratedAccount extends SuspensionState {
  id: number;
  email: string;
  role: ModerationRole | null;
  cancelledAt: Date | null;
  deletedAt: Date | null;
}

const columns = {
  id: users.id,
  email: users.email,
  role: users.role,
  cancelledAt: users.cancelledAt,
  deletedAt: users.deletedAt,
  suspendedAt: users.suspendedAt,
  suspendedUntil: users.suspendedUntil,
  suspensionReason: users.suspensionReason,
};

const toAccount = (row: Omit<ModeratedAccount, 'role'> & { role: string | null }): ModeratedAccount => ({
  ...row,
  role: row.role as ModerationRole | null,
});

/** Suspensions and the verified-agency flag on accounts, written here for the moderation module. */
export function createUserSuspensions(db: Db) {
  return {
    /** By e-mail (any case) or profile address. */
    async find(query: string): Promise<ModeratedAccount | null> {
      const q = query.trim();
      const [row] = await db
        .select(columns)
        .from(users)
        .where(q.includes('@') ? eq(users.email, q.toLowerCase()) : eq(users.profileUrl, q.replace(/^\/+/, '')))
        .limit(1);
      return row ? toAccount(row) : null;
    },

    /** Whether a suspension (in force or run out) is still on the account's row. */
    async isOnRow(id: number): Promise<boolean> {
      const [row] = await db.select({ at: users.suspendedAt }).from(users).where(eq(users.id, id)).limit(1);
      return Boolean(row?.at);
    },

    /** The account's row, locked in `tx` until it commits (a suspension and a lift never interleave). */
    async lock(tx: Tx, id: number): Promise<ModeratedAccount | null> {
      const [row] = await tx.db.select(columns).from(users).where(eq(users.id, id)).for('update').limit(1);
      return row ? toAccount(row) : null;
    },

    /** Suspends (or re-suspends) until `until` (null: indefinitely); every token signed before stops working. */
    async markSuspended(tx: Tx, id: number, until: Date | null, reason: string): Promise<void> {
      await tx.db
        .update(users)
        .set({
          suspendedAt: sql`now()`,
          suspendedUntil: until,
          suspensionReason: reason,
          tokenVersion: sql`${users.tokenVersion} + 1`,
          updatedAt: new Date(),
        })
        .where(eq(users.id, id));
    },

    async markLifted(tx: Tx, id: number): Promise<boolean> {
      const rows = await tx.db
        .update(users)
        .set({ suspendedAt: null, suspendedUntil: null, suspensionReason: '', updatedAt: new Date() })
        .where(and(eq(users.id, id), isNotNull(users.suspendedAt)))
        .returning({ id: users.id });
      return rows.length > 0;
    },

    /** Suspensions that have run out and are not lifted yet (the job runner claims among them). */
    dueExpiries: sql`select id as key from ${users} where suspended_at is not null and suspended_until <= now()
      order by suspended_until`,

    /** Marks an agency verified (idempotent); answers false for anyone who is not an agency. */
    async markAgencyVerified(tx: Tx, id: number): Promise<boolean> {
      const rows = await tx.db
        .update(users)
        .set({
          agencyVerifiedAt: sql`coalesce(${users.agencyVerifiedAt}, now())`,
          // The grace for a second factor starts with the verification (decision 0052).
          factorGraceFrom: sql`coalesce(${users.factorGraceFrom}, now())`,
        })
        .where(and(eq(users.id, id), eq(users.type, 'agencia')))
        .returning({ id: users.id });
      return rows.length > 0;
    },

    async isVerifiedAgency(id: number): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, id), eq(users.type, 'agencia'), isNotNull(users.agencyVerifiedAt)))
        .limit(1);
      return Boolean(row);
    },

    /** A role as it stands now in `tx` (the actor's, read without a lock: locks are taken on targets only). */
    async roleIn(tx: Tx, id: number): Promise<ModerationRole | null> {
      const [row] = await tx.db.select({ role: users.role }).from(users).where(eq(users.id, id)).limit(1);
      return (row?.role as ModerationRole | null | undefined) ?? null;
    },

    /**
     * How many admins but `exceptId` are active, counted after waiting for every other unit of work that asked
     * the same: two admins suspending each other at once are counted one after the other, never both at 1.
     */
    async otherActiveAdmins(tx: Tx, exceptId: number): Promise<number> {
      await tx.db.execute(sql`select pg_advisory_xact_lock(hashtext('vitrina.active-admins'))`);
      const [row] = await queryRows<{ n: string | number }>(
        tx.db,
        sql`select count(*) as n from ${users} where role = 'admin' and id <> ${exceptId}
          and cancelled_at is null and deleted_at is null
          and (suspended_at is null or suspended_until <= now())`,
      );
      return Number(row?.n ?? 0);
    },

    /** The e-mail and language of every admin (a report about a minor's safety is e-mailed to each), in `tx` if given. */
    async listAdmins(
      tx?: Pick<Tx, 'db'>,
    ): Promise<Array<{ id: number; email: string; langCode: string; nombre: string }>> {
      return (tx?.db ?? db)
        .select({ id: users.id, email: users.email, langCode: users.langCode, nombre: users.nombre })
        .from(users)
        .where(eq(users.role, 'admin'));
    },
  };
}

export type UserSuspensions = ReturnType<typeof createUserSuspensions>;
