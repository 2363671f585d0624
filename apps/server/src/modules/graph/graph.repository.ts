import { and, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { blocks } from '../../db/schema/blocks.ts';
import { follows } from '../../db/schema/follows.ts';

/** The graph's own tables: follows and blocks (reports are the moderation module's). */
export function createGraphRepository(db: Db) {
  return {
    /** 1 when the follow is new, 0 when it existed (the primary key makes a follow idempotent). */
    async insertFollow(followerId: number, followedId: number): Promise<number> {
      const rows = await db
        .insert(follows)
        .values({ followerId, followedId })
        .onConflictDoNothing()
        .returning({ id: follows.followedId });
      return rows.length;
    },

    async deleteFollow(followerId: number, followedId: number): Promise<number> {
      const rows = await db
        .delete(follows)
        .where(and(eq(follows.followerId, followerId), eq(follows.followedId, followedId)))
        .returning({ id: follows.followedId });
      return rows.length;
    },

    async hasBlocked(blockerId: number, blockedId: number): Promise<boolean> {
      const rows = await db
        .select({ one: sql`1` })
        .from(blocks)
        .where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)))
        .limit(1);
      return rows.length > 0;
    },

    async insertBlock(blockerId: number, blockedId: number): Promise<number> {
      const rows = await db
        .insert(blocks)
        .values({ blockerId, blockedId })
        .onConflictDoNothing()
        .returning({ id: blocks.blockedId });
      return rows.length;
    },

    /** Removes the follows between two people, both ways; answers who followed whom, for the counters. */
    async deleteFollowsBetween(a: number, b: number): Promise<Array<{ followerId: number; followedId: number }>> {
      return db
        .delete(follows)
        .where(
          or(
            and(eq(follows.followerId, a), eq(follows.followedId, b)),
            and(eq(follows.followerId, b), eq(follows.followedId, a)),
          ),
        )
        .returning({ followerId: follows.followerId, followedId: follows.followedId });
    },
  };
}
