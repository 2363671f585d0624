import type { ModerationRole } from '@vitrina/contract/moderation';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';

/** What the rules of second factors read about an account (decision 0052). */
export interface FactorFacts {
  role: ModerationRole | null;
  type: 'talento' | 'agencia' | null;
  /** A verified agency's grace runs from here; null for everyone else. */
  factorGraceFrom: Date | null;
  createdAt: Date;
  /** The one-time offer was dismissed, or a first factor added. */
  factorOfferSettledAt: Date | null;
}

/** The facts from an account's row (users/self already holds it). */
export function factorFactsOf(row: {
  role: string | null;
  type: string | null;
  factorGraceFrom: Date | null;
  createdAt: Date;
  factorOfferSettledAt: Date | null;
}): FactorFacts {
  return {
    role: row.role === 'moderator' || row.role === 'admin' ? row.role : null,
    type: row.type === 'talento' || row.type === 'agencia' ? row.type : null,
    factorGraceFrom: row.factorGraceFrom,
    createdAt: row.createdAt,
    factorOfferSettledAt: row.factorOfferSettledAt,
  };
}

/** The port auth uses for those facts and to settle the offer: it never reads the users table itself. */
export function createUserFactorFacts(db: Db) {
  return {
    async findFacts(userId: number): Promise<FactorFacts | null> {
      const [row] = await db
        .select({
          role: users.role,
          type: users.type,
          factorGraceFrom: users.factorGraceFrom,
          createdAt: users.createdAt,
          factorOfferSettledAt: users.factorOfferSettledAt,
        })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return row ? factorFactsOf(row) : null;
    },

    /** Never offer again (idempotent: the first settling's time stays). */
    async settleOffer(userId: number): Promise<void> {
      await db
        .update(users)
        .set({ factorOfferSettledAt: new Date() })
        .where(and(eq(users.id, userId), isNull(users.factorOfferSettledAt)));
    },
  };
}

export type UserFactorFacts = ReturnType<typeof createUserFactorFacts>;
