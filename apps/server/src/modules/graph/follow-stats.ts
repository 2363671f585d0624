import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { follows } from '../../db/schema/follows.ts';

/** "Recent" followers, as the feed's sidebar counts them: those of the last six days. */
export const RECENT_FOLLOWERS_DAYS = 6;

/** The graph module's read port on follows for other modules (the accounts module's self view). */
export function createFollowStats(db: Db) {
  return {
    /** People who started following `userId` in the last six days: one range of the (followed, created) index. */
    async countRecentFollowers(userId: number): Promise<number> {
      const [row] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(follows)
        .where(
          and(
            eq(follows.followedId, userId),
            gt(follows.createdAt, sql`now() - make_interval(days => ${RECENT_FOLLOWERS_DAYS})`),
          ),
        );
      return row?.total ?? 0;
    },
  };
}

export type FollowStats = ReturnType<typeof createFollowStats>;
