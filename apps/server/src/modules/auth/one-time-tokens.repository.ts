import { and, desc, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { oneTimeTokens } from '../../db/schema/one-time-tokens.ts';
import type { OneTimeTokenKind } from './one-time-token-rules.ts';

export function createOneTimeTokensRepository(db: Db) {
  /** Marks an unused, unexpired token as used in one statement and answers its row, or undefined. */
  const claim = async (kind: OneTimeTokenKind, tokenHash: string, now: Date) => {
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
      .returning({ id: oneTimeTokens.id, userId: oneTimeTokens.userId, email: oneTimeTokens.email });
    return row;
  };

  return {
    async insert(values: {
      userId: number;
      kind: OneTimeTokenKind;
      tokenHash: string;
      expiresAt: Date;
      /** The address an e-mail change link is about. */
      email?: string;
    }) {
      await db.insert(oneTimeTokens).values(values);
    },

    /** Marks an unused, unexpired token used and returns its owner, in one statement (two racing links: one wins). */
    async consume(kind: OneTimeTokenKind, tokenHash: string, now: Date): Promise<number | null> {
      return (await claim(kind, tokenHash, now))?.userId ?? null;
    },

    /** Like `consume`, for the e-mail change links: also answers the link's id and the address it carries. */
    async consumeEmailLink(
      kind: OneTimeTokenKind,
      tokenHash: string,
      now: Date,
    ): Promise<{ id: number; userId: number; email: string } | null> {
      const row = await claim(kind, tokenHash, now);
      return row?.email ? { id: row.id, userId: row.userId, email: row.email } : null;
    },

    /** A link as stored (to tell a used link from an expired one); null when no link has that hash. */
    async findByHash(kind: OneTimeTokenKind, tokenHash: string) {
      const [row] = await db
        .select({ usedAt: oneTimeTokens.usedAt, expiresAt: oneTimeTokens.expiresAt })
        .from(oneTimeTokens)
        .where(and(eq(oneTimeTokens.tokenHash, tokenHash), eq(oneTimeTokens.kind, kind)));
      return row ?? null;
    },

    /** The newest unused, unexpired link of those kinds, with the address it carries. */
    async findOutstanding(userId: number, kinds: OneTimeTokenKind[], now: Date) {
      const [row] = await db
        .select({ kind: oneTimeTokens.kind, email: oneTimeTokens.email, expiresAt: oneTimeTokens.expiresAt })
        .from(oneTimeTokens)
        .where(
          and(
            eq(oneTimeTokens.userId, userId),
            inArray(oneTimeTokens.kind, kinds),
            isNull(oneTimeTokens.usedAt),
            gt(oneTimeTokens.expiresAt, now),
          ),
        )
        .orderBy(desc(oneTimeTokens.id))
        .limit(1);
      return row ?? null;
    },

    /** Voids the links of that kind issued after `afterId` (undoing a change voids later changes' undo links). */
    async retireNewer(userId: number, kind: OneTimeTokenKind, afterId: number, now: Date): Promise<void> {
      await db
        .update(oneTimeTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(oneTimeTokens.userId, userId),
            eq(oneTimeTokens.kind, kind),
            isNull(oneTimeTokens.usedAt),
            gt(oneTimeTokens.id, afterId),
          ),
        );
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
