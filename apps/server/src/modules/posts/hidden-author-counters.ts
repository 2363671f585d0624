import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { shiftCounters } from '../../db/counters.ts';
import { comments } from '../../db/schema/comments.ts';
import { posts } from '../../db/schema/posts.ts';
import { commentReactions, postReactions } from '../../db/schema/reactions.ts';
import type { Tx } from '../../db/transaction.ts';

/**
 * A person is hidden from everyone (`-1`: a cancelled account) or back (`+1`): every counter of this
 * module that counts their rows moves — the likes they gave to posts and comments, their comments on posts,
 * their shares of posts, and the live posts the global feed counts — one set-based statement each.
 */
export async function shiftCountersOf(tx: Tx, userId: number, sign: 1 | -1): Promise<void> {
  await shiftCounters(
    tx,
    'postLikes',
    sql`select ${postReactions.postId} as id, 1 as n from ${postReactions} where ${postReactions.userId} = ${userId}`,
    sign,
  );
  await shiftCounters(
    tx,
    'commentLikes',
    sql`select ${commentReactions.commentId} as id, 1 as n from ${commentReactions} where ${commentReactions.userId} = ${userId}`,
    sign,
  );
  await shiftCounters(
    tx,
    'postComments',
    sql`select ${comments.postId} as id, count(*)::int as n from ${comments}
      where ${comments.authorId} = ${userId} and ${comments.removedAt} is null group by ${comments.postId}`,
    sign,
  );
  await shiftCounters(
    tx,
    'postShares',
    sql`select ${posts.sharedPostId} as id, count(*)::int as n from ${posts}
      where ${and(eq(posts.authorId, userId), isNotNull(posts.sharedPostId), isNull(posts.deletedAt))}
      group by ${posts.sharedPostId}`,
    sign,
  );
  await shiftCounters(
    tx,
    'livePosts',
    sql`select 1 as id, count(*)::int as n from ${posts} where ${and(eq(posts.authorId, userId), isNull(posts.deletedAt))}`,
    sign,
  );
}
