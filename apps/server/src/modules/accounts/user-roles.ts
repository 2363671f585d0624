import type { ModerationRole } from '@vitrina/contract/moderation';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/transaction.ts';
import { users } from '../../db/schema/users.ts';

/** Moderation roles on accounts: read fresh on every moderation call, written by the accounts module. */
export function createUserRoles(db: Db) {
  return {
    async roleOf(userId: number): Promise<ModerationRole | null> {
      const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId)).limit(1);
      return (row?.role as ModerationRole | null | undefined) ?? null;
    },

    async findByEmail(email: string): Promise<{ id: number; role: ModerationRole | null } | null> {
      const [row] = await db
        .select({ id: users.id, role: users.role })
        .from(users)
        .where(eq(users.email, email.trim().toLowerCase()))
        .limit(1);
      return row ? { id: row.id, role: row.role as ModerationRole | null } : null;
    },

    async setRole(tx: Tx, userId: number, role: ModerationRole | null): Promise<void> {
      await tx.db.update(users).set({ role }).where(eq(users.id, userId));
    },
  };
}

export type UserRoles = ReturnType<typeof createUserRoles>;
