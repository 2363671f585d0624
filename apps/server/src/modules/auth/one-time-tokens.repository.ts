import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { oneTimeTokens } from '../../db/schema/one-time-tokens.ts';
import type { OneTimeTokenKind } from './one-time-token-rules.ts';

export function createOneTimeTokensRepository(db: Db) {
  return {
    async insert(values: { userId: number; kind: OneTimeTokenKind; tokenHash: string; expiresAt: Date }) {
      await db.insert(oneTimeTokens).values(values);
    },

    /**
     * Marks an unused, unexpired token as used and returns its owner — in one statement, so two requests
     * racing with the same link cannot both succeed.
     */
    async consume(kind: OneTimeTokenKind, tokenHash: string, now: Date): Promise<number | null> {
      const [row] = await db
        .update(oneTimeTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(oneTimeTokens.tokenHash, tokenHash),
            eq(oneTimeTokens.kind, kind),
            isNull(oneTimeTokens.usedAt),
            gt(oneTimeTokens.expiresAt, now),
          ),
        )
        .returning({ userId: oneTimeTokens.userId });
      return row?.userId ?? null;
    },

    /** Retires every other outstanding link of that kind (after one was used). */
    async retireAll(userId: number, kind: OneTimeTokenKind, now: Date): Promise<void> {
      await db
        .update(oneTimeTokens)
        .set({ usedAt: now })
        .where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.kind, kind), isNull(oneTimeTokens.usedAt)));
    },
  };
}

export type OneTimeTokensRepository = ReturnType<typeof createOneTimeTokensRepository>;
