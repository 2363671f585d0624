import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { follows } from '../../db/schema/follows.ts';
import { users } from '../../db/schema/users.ts';

/** A person's network (themselves and whom they follow) as a condition; members collected once per query. */
export function inNetworkOf(viewerId: number, authorColumn: SQLWrapper): SQL {
  return sql`${authorColumn} = any(array${networkMembers(viewerId)})`;
}

/** A person's network as rows `(author_id)`, for a query that walks each member's own posts. */
export function networkMembers(viewerId: number): SQL {
  return sql`(select ${follows.followedId} as author_id from ${follows} where ${follows.followerId} = ${viewerId}
    union all select ${viewerId}::bigint)`;
}

/** A subquery of (user_id, since): `followers` of `userId` or those it is `following`. */
export function followEdges(kind: 'followers' | 'following', userId: number): SQL {
  return kind === 'followers'
    ? sql`(select ${follows.followerId} as user_id, ${follows.createdAt} as since from ${follows} where ${follows.followedId} = ${userId})`
    : sql`(select ${follows.followedId} as user_id, ${follows.createdAt} as since from ${follows} where ${follows.followerId} = ${userId})`;
}

/** True when `viewerId` follows the person in `column`: one primary-key probe. */
export function viewerFollows(viewerId: number | SQLWrapper, column: SQLWrapper): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${follows} where ${follows.followerId} = ${viewerId} and ${follows.followedId} = ${column})`;
}

/**
 * The version of the set a person follows, moved by a trigger on every follow made or removed (migration
 * 0031): whether something built from the set is still current (decision 0005), in one primary-key probe.
 */
export function followedSetDigest(viewerId: number): SQL<string> {
  return sql<string>`(select ${users.followsVersion}::text from ${users} where ${users.id} = ${viewerId})`;
}

/** The next `limit` followers of `userId` by id after `after` (`follows_followed_follower_idx`), as rows `(id)`. */
export function followersAfter(userId: number, after: number, limit: number): SQL {
  return sql`select ${follows.followerId} as id from ${follows}
    where ${follows.followedId} = ${userId} and ${follows.followerId} > ${after}
    order by ${follows.followerId} limit ${limit}`;
}
