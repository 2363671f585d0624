import { sql } from 'drizzle-orm';
import { adjustCounters, shiftCounters } from '../../db/counters.ts';
import { follows } from '../../db/schema/follows.ts';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/transaction.ts';
import { createGraphRepository } from './graph.repository.ts';

// The graph's writes, in the caller's unit of work: the caller checks who may; these keep counters exact.
export function createGraphService(db: Db) {
  return {
    /** Follows; true when the follow is new. */
    async follow(tx: Tx, followerId: number, followedId: number): Promise<boolean> {
      const added = await createGraphRepository(tx.db).insertFollow(followerId, followedId);
      await adjustCounters(tx, added, [
        { counter: 'userFollowers', id: followedId, delta: 1 },
        { counter: 'userFollowing', id: followerId, delta: 1 },
      ]);
      if (added) tx.publish('user.followed', { followerId, followedId });
      return added > 0;
    },

    /** A person hidden from everyone (`-1`) or back (`+1`): their follows move others' counters, set-based. */
    async shiftCountersOf(tx: Tx, userId: number, sign: 1 | -1): Promise<void> {
      await shiftCounters(
        tx,
        'userFollowers',
        sql`select ${follows.followedId} as id, 1 as n from ${follows} where ${follows.followerId} = ${userId}`,
        sign,
      );
      await shiftCounters(
        tx,
        'userFollowing',
        sql`select ${follows.followerId} as id, 1 as n from ${follows} where ${follows.followedId} = ${userId}`,
        sign,
      );
    },

    async unfollow(tx: Tx, followerId: number, followedId: number): Promise<boolean> {
      const removed = await createGraphRepository(tx.db).deleteFollow(followerId, followedId);
      await adjustCounters(tx, removed, [
        { counter: 'userFollowers', id: followedId, delta: -1 },
        { counter: 'userFollowing', id: followerId, delta: -1 },
      ]);
      if (removed) tx.publish('user.unfollowed', { followerId, followedId });
      return removed > 0;
    },

    hasBlocked: (blockerId: number, blockedId: number) => createGraphRepository(db).hasBlocked(blockerId, blockedId),

    /** Blocks for good; the follows between the two go, both ways, with their counters. False if it existed. */
    async block(tx: Tx, blockerId: number, blockedId: number): Promise<boolean> {
      const graph = createGraphRepository(tx.db);
      const added = await graph.insertBlock(blockerId, blockedId);
      if (!added) return false;
      for (const edge of await graph.deleteFollowsBetween(blockerId, blockedId)) {
        await adjustCounters(tx, 1, [
          { counter: 'userFollowers', id: edge.followedId, delta: -1 },
          { counter: 'userFollowing', id: edge.followerId, delta: -1 },
        ]);
      }
      tx.publish('user.blocked', { blockerId, blockedId });
      return true;
    },
  };
}

export type GraphService = ReturnType<typeof createGraphService>;
