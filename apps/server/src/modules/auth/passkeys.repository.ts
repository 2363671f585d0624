import { and, asc, count, eq, gt, isNotNull, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Transactions } from '../../db/transaction.ts';
import { passkeys, webauthnChallenges } from '../../db/schema/passkeys.ts';
import { recoveryCodes, totpFactors } from '../../db/schema/second-factors.ts';

export type WebauthnPurpose = (typeof webauthnChallenges.$inferInsert)['purpose'];
export type PasskeyRow = typeof passkeys.$inferSelect;
type NewPasskey = Pick<PasskeyRow, 'userId' | 'credentialId' | 'publicKey' | 'userHandle' | 'counter' | 'name'> & {
  transports: string[];
};

/** Passkeys and pending WebAuthn challenges; a challenge is spent by one conditional update. */
export function createPasskeysRepository(db: Db, transactions: Transactions) {
  /** A confirmed authenticator or another passkey: then the account already has its recovery codes. */
  async function hasFactor(queries: Db, userId: number): Promise<boolean> {
    const [keys] = await queries.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId));
    if ((keys?.n ?? 0) > 0) return true;
    const [totp] = await queries
      .select({ userId: totpFactors.userId })
      .from(totpFactors)
      .where(and(eq(totpFactors.userId, userId), isNotNull(totpFactors.confirmedAt)));
    return totp !== undefined;
  }

  return {
    async listFor(userId: number): Promise<PasskeyRow[]> {
      return db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.id));
    },

    async countFor(userId: number): Promise<number> {
      const [row] = await db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId));
      return row?.n ?? 0;
    },

    async findByCredentialId(credentialId: string): Promise<PasskeyRow | null> {
      const [row] = await db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId));
      return row ?? null;
    },

    /**
     * Adds a passkey; when it is the account's first factor, `codeDigests()` gives its recovery codes in the same
     * transaction. Answers the row and whether codes were given; null when the credential is registered already.
     */
    async insert(row: NewPasskey, codeDigests: () => string[]): Promise<{ row: PasskeyRow; isFirst: boolean } | null> {
      return transactions.run(async (tx) => {
        const isFirst = !(await hasFactor(tx.db, row.userId));
        const [inserted] = await tx.db.insert(passkeys).values(row).onConflictDoNothing().returning();
        if (!inserted) return null;
        if (isFirst) {
          const userId = row.userId;
          await tx.db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
          await tx.db.insert(recoveryCodes).values(codeDigests().map((codeHash) => ({ userId, codeHash })));
        }
        return { row: inserted, isFirst };
      });
    },

    async rename(id: number, userId: number, name: string): Promise<PasskeyRow | null> {
      const [row] = await db
        .update(passkeys)
        .set({ name })
        .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
        .returning();
      return row ?? null;
    },

    /** Removes an own passkey; with no factor left the recovery codes go too. False when it is not the owner's. */
    async remove(id: number, userId: number): Promise<boolean> {
      return transactions.run(async (tx) => {
        const rows = await tx.db
          .delete(passkeys)
          .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
          .returning({ id: passkeys.id });
        if (rows.length === 0) return false;
        if (!(await hasFactor(tx.db, userId)))
          await tx.db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
        return true;
      });
    },

    /** Stores the counter an assertion reported, only over the value it was checked against (two racing fail one). */
    async recordUse(id: number, checkedCounter: number, newCounter: number, at: Date): Promise<boolean> {
      const rows = await db
        .update(passkeys)
        .set({ counter: newCounter, lastUsedAt: at })
        .where(and(eq(passkeys.id, id), eq(passkeys.counter, checkedCounter)))
        .returning({ id: passkeys.id });
      return rows.length > 0;
    },

    /** A new pending challenge; run-out and spent ones of anybody go at the same time. */
    async openChallenge(row: typeof webauthnChallenges.$inferInsert, at: Date): Promise<void> {
      await db
        .delete(webauthnChallenges)
        .where(or(lte(webauthnChallenges.expiresAt, at), isNotNull(webauthnChallenges.usedAt)));
      await db.insert(webauthnChallenges).values(row);
    },

    /** Spends a live challenge of this purpose: the row it was bound to, or null when unknown, run out or spent. */
    async spendChallenge(challengeHash: string, purpose: WebauthnPurpose, at: Date) {
      const [row] = await db
        .update(webauthnChallenges)
        .set({ usedAt: at })
        .where(
          and(
            eq(webauthnChallenges.challengeHash, challengeHash),
            eq(webauthnChallenges.purpose, purpose),
            isNull(webauthnChallenges.usedAt),
            gt(webauthnChallenges.expiresAt, at),
          ),
        )
        .returning();
      return row ?? null;
    },
  };
}

export type PasskeysRepository = ReturnType<typeof createPasskeysRepository>;
