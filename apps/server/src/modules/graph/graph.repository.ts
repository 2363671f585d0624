import { and, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { newestFirst } from '../../db/order.ts';
import { blocks } from '../../db/schema/blocks.ts';
import { follows } from '../../db/schema/follows.ts';
import { reports } from '../../db/schema/reports.ts';

/** The graph's own tables: follows, blocks and reports. */
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

    /** 1 when the report is new, 0 when this person had already reported that one. */
    async insertReport(reporterId: number, targetId: number, description: string): Promise<number> {
      const rows = await db
        .insert(reports)
        .values({ reporterId, targetId, description })
        .onConflictDoNothing()
        .returning({ id: reports.id });
      return rows.length;
    },

    /** Reports by status group (`open`, or closed: reviewed and dismissed), newest first, at most `limit`. */
    async listReports(status: 'open' | 'closed', limit: number) {
      return db
        .select({
          id: reports.id,
          reporterId: reports.reporterId,
          targetId: reports.targetId,
          description: reports.description,
          createdAt: reports.createdAt,
        })
        .from(reports)
        .where(status === 'open' ? eq(reports.status, 'open') : sql`${reports.status} <> 'open'`)
        .orderBy(newestFirst(reports.createdAt), newestFirst(reports.id))
        .limit(limit);
    },

    /** Closes every open report on a person with `status`; answers how many. */
    async closeReports(targetId: number, status: 'reviewed' | 'dismissed'): Promise<number> {
      const rows = await db
        .update(reports)
        .set({ status })
        .where(and(eq(reports.targetId, targetId), eq(reports.status, 'open')))
        .returning({ id: reports.id });
      return rows.length;
    },

    async listOpenReports(limit: number) {
      return db
        .select({
          id: reports.id,
          reporterId: reports.reporterId,
          targetId: reports.targetId,
          description: reports.description,
          createdAt: reports.createdAt,
        })
        .from(reports)
        .where(eq(reports.status, 'open'))
        .orderBy(newestFirst(reports.createdAt), newestFirst(reports.id))
        .limit(limit);
    },
  };
}
