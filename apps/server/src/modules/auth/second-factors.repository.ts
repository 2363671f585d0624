import { and, count, eq, gt, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { CHALLENGE_MAX_WRONG } from '@vitrina/contract/second-factors';
import type { Db } from '../../db/client.ts';
import type { Transactions } from '../../db/transaction.ts';
import { passkeys, webauthnChallenges } from '../../db/schema/passkeys.ts';
import { loginChallenges, recoveryCodes, totpFactors } from '../../db/schema/second-factors.ts';

/** What a challenge's answer opens: a login's session, or a reset link's recovery session. */
export type ChallengePurpose = 'login' | 'reset';

/**
 * Every kind of factor an account can hold goes here, and nowhere else (an admin's removal of lost factors):
 * the authenticator, the passkeys, the recovery codes and the open challenges.
 */
export async function removeEveryFactor(queries: Db, userId: number): Promise<void> {
  await queries.delete(totpFactors).where(eq(totpFactors.userId, userId));
  await queries.delete(passkeys).where(eq(passkeys.userId, userId));
  await queries.delete(webauthnChallenges).where(eq(webauthnChallenges.userId, userId));
  await queries.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await queries.delete(loginChallenges).where(eq(loginChallenges.userId, userId));
}

/** Authenticator keys, recovery codes and login challenges; every "once only" is one conditional statement. */
export function createSecondFactorsRepository(db: Db, transactions: Transactions) {
  const replaceCodes = async (queries: Db, userId: number, digests: string[]) => {
    await queries.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    if (digests.length > 0)
      await queries.insert(recoveryCodes).values(digests.map((codeHash) => ({ userId, codeHash })));
  };

  return {
    async findTotp(userId: number) {
      const [row] = await db.select().from(totpFactors).where(eq(totpFactors.userId, userId));
      return row ?? null;
    },

    /** Stores a set-up's key in waiting (replacing an earlier unfinished one); false when one is already on. */
    async putPendingTotp(userId: number, sealedSecret: string): Promise<boolean> {
      const rows = await db
        .insert(totpFactors)
        .values({ userId, sealedSecret })
        .onConflictDoUpdate({
          target: totpFactors.userId,
          set: { sealedSecret, createdAt: sql`now()`, lastStep: null },
          setWhere: isNull(totpFactors.confirmedAt),
        })
        .returning({ userId: totpFactors.userId });
      return rows.length > 0;
    },

    /** Turns the waiting key on with its first code's step and gives the account its recovery codes. */
    async confirmTotp(userId: number, step: number, at: Date, digests: string[] | null): Promise<boolean> {
      return transactions.run(async (tx) => {
        const rows = await tx.db
          .update(totpFactors)
          .set({ confirmedAt: at, lastStep: step })
          .where(and(eq(totpFactors.userId, userId), isNull(totpFactors.confirmedAt)))
          .returning({ userId: totpFactors.userId });
        if (rows.length === 0) return false;
        if (digests) await replaceCodes(tx.db, userId, digests);
        return true;
      });
    },

    /** Accepts a step newer than any accepted before (a code works once, an older one never after). */
    async acceptStep(userId: number, step: number): Promise<boolean> {
      const rows = await db
        .update(totpFactors)
        .set({ lastStep: step })
        .where(
          and(
            eq(totpFactors.userId, userId),
            isNotNull(totpFactors.confirmedAt),
            or(isNull(totpFactors.lastStep), lt(totpFactors.lastStep, step)),
          ),
        )
        .returning({ userId: totpFactors.userId });
      return rows.length > 0;
    },

    /** Turns the authenticator off; with no factor left (no passkey either) the recovery codes go too. */
    async removeTotp(userId: number): Promise<void> {
      await transactions.run(async (tx) => {
        await tx.db.delete(totpFactors).where(eq(totpFactors.userId, userId));
        const [left] = await tx.db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId));
        if ((left?.n ?? 0) === 0) await replaceCodes(tx.db, userId, []);
      });
    },

    async replaceRecoveryCodes(userId: number, digests: string[]): Promise<void> {
      await transactions.run((tx) => replaceCodes(tx.db, userId, digests));
    },

    /** Spends an unused recovery code; false when it is unknown or spent. */
    async useRecoveryCode(userId: number, codeHash: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(recoveryCodes)
        .set({ usedAt: at })
        .where(
          and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, codeHash), isNull(recoveryCodes.usedAt)),
        )
        .returning({ id: recoveryCodes.id });
      return rows.length > 0;
    },

    async remainingRecoveryCodes(userId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(recoveryCodes)
        .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
      return row?.n ?? 0;
    },

    /** A new challenge; the person's spent and run-out ones go at the same time. */
    async openChallenge(
      userId: number,
      purpose: ChallengePurpose,
      tokenHash: string,
      expiresAt: Date,
      at: Date,
    ): Promise<void> {
      await db
        .delete(loginChallenges)
        .where(
          and(
            eq(loginChallenges.userId, userId),
            or(lte(loginChallenges.expiresAt, at), isNotNull(loginChallenges.usedAt)),
          ),
        );
      await db.insert(loginChallenges).values({ userId, purpose, tokenHash, expiresAt });
    },

    /** A challenge of that purpose only: a login's never opens a reset, nor a reset's a login. */
    async findChallenge(purpose: ChallengePurpose, tokenHash: string) {
      const [row] = await db
        .select()
        .from(loginChallenges)
        .where(and(eq(loginChallenges.tokenHash, tokenHash), eq(loginChallenges.purpose, purpose)));
      return row ?? null;
    },

    /** Counts a wrong answer; answers how many there are now. */
    async countWrongAnswer(id: number): Promise<number> {
      const [row] = await db
        .update(loginChallenges)
        .set({ wrongAnswers: sql`${loginChallenges.wrongAnswers} + 1` })
        .where(eq(loginChallenges.id, id))
        .returning({ wrongAnswers: loginChallenges.wrongAnswers });
      return row?.wrongAnswers ?? CHALLENGE_MAX_WRONG;
    },

    /** Spends a live challenge that has not run out of answers; false when another answer got there first. */
    async spendChallenge(id: number, at: Date): Promise<boolean> {
      const rows = await db
        .update(loginChallenges)
        .set({ usedAt: at })
        .where(
          and(
            eq(loginChallenges.id, id),
            isNull(loginChallenges.usedAt),
            gt(loginChallenges.expiresAt, at),
            lt(loginChallenges.wrongAnswers, CHALLENGE_MAX_WRONG),
          ),
        )
        .returning({ id: loginChallenges.id });
      return rows.length > 0;
    },
  };
}

export type SecondFactorsRepository = ReturnType<typeof createSecondFactorsRepository>;
