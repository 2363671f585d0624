import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { postPins } from '../../db/schema/post-pins.ts';

// The first key of the portfolio's advisory locks (the second is the person); no other lock uses it.
const PINS_LOCK = 2604;

/** The portfolio's rows: a person's pinned post ids in order, rewritten whole (six rows at most). */
export function createPinsRepository(db: Db) {
  return {
    /** Holds the person's portfolio for the rest of the transaction: two pins at once cannot both take the sixth place. */
    async lockOwner(authorId: number): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(${PINS_LOCK}, ${authorId}::int)`);
    },

    async listIds(authorId: number): Promise<number[]> {
      const rows = await db
        .select({ postId: postPins.postId })
        .from(postPins)
        .where(eq(postPins.authorId, authorId))
        .orderBy(asc(postPins.position));
      return rows.map((row) => row.postId);
    },

    /** Writes the whole order: positions are a primary key, so rows are replaced rather than shifted in place. */
    async replace(authorId: number, postIds: readonly number[]): Promise<void> {
      await db.delete(postPins).where(eq(postPins.authorId, authorId));
      if (postIds.length === 0) return;
      await db.insert(postPins).values(postIds.map((postId, position) => ({ authorId, postId, position })));
    },

    async removePost(postId: number): Promise<void> {
      await db.delete(postPins).where(eq(postPins.postId, postId));
    },
  };
}
