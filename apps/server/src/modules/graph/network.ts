import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { follows } from '../../db/schema/follows.ts';

/**
 * A person's network (themselves and everyone they follow, `networkMembers`) as a SQL condition on a
 * person column, built on the follows table the graph module owns, so no other module reads that table
 * itself. The members are collected once per query (an init plan), as the network's page count sums them.
 */
export function inNetworkOf(viewerId: number, authorColumn: SQLWrapper): SQL {
  return sql`${authorColumn} = any(array${networkMembers(viewerId)})`;
}

/**
 * A person's network as a set of rows, `(author_id)`: whom they follow and themselves. For a query that
 * walks each member's own posts (the followed feed's merge), rather than testing every post against the
 * members. One range of the follows primary key.
 */
export function networkMembers(viewerId: number): SQL {
  return sql`(select ${follows.followedId} as author_id from ${follows} where ${follows.followerId} = ${viewerId}
    union all select ${viewerId}::bigint)`;
}

/**
 * The people on one side of someone's follows, with when the follow began: `followers` of `userId` or
 * those `userId` is `following`. A subquery of (user_id, since) for the lists of people, which the users
 * module joins to its cards; one range of an index either way.
 */
export function followEdges(kind: 'followers' | 'following', userId: number): SQL {
  return kind === 'followers'
    ? sql`(select ${follows.followerId} as user_id, ${follows.createdAt} as since from ${follows} where ${follows.followedId} = ${userId})`
    : sql`(select ${follows.followedId} as user_id, ${follows.createdAt} as since from ${follows} where ${follows.followerId} = ${userId})`;
}

/** True when `viewerId` follows the person in `column`: one primary-key probe. */
export function viewerFollows(viewerId: number, column: SQLWrapper): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${follows} where ${follows.followerId} = ${viewerId} and ${follows.followedId} = ${column})`;
}
