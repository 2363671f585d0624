import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { blocks } from '../../db/schema/blocks.ts';
import { follows } from '../../db/schema/follows.ts';
import { reports } from '../../db/schema/reports.ts';

/** The graph's part of a data export: follows, blocks and reports filed; others appear by id. */
export function createGraphPersonalData(db: Db) {
  return {
    name: 'connections',
    async collect(userId: number) {
      const following = await db
        .select({ userId: follows.followedId, since: follows.createdAt })
        .from(follows)
        .where(eq(follows.followerId, userId))
        .orderBy(asc(follows.createdAt));
      const followers = await db
        .select({ userId: follows.followerId, since: follows.createdAt })
        .from(follows)
        .where(eq(follows.followedId, userId))
        .orderBy(asc(follows.createdAt));
      const blocked = await db
        .select({ userId: blocks.blockedId, since: blocks.createdAt })
        .from(blocks)
        .where(eq(blocks.blockerId, userId));
      const filed = await db
        .select({ userId: reports.targetId, description: reports.description, createdAt: reports.createdAt })
        .from(reports)
        .where(eq(reports.reporterId, userId))
        .orderBy(asc(reports.id));
      return {
        data: { following, followers, blocked, reportsFiled: filed },
        people: [...following, ...followers, ...blocked, ...filed].map((row) => row.userId),
      };
    },
  };
}
