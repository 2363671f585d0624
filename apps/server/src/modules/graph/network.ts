import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { follows } from '../../db/schema/follows.ts';

/**
 * A person's network, as the followed feed reads it: themselves and everyone they follow. A SQL condition
 * on an author column, built on the follows table the graph module owns, so the posts module never reads
 * that table itself. The followed ids are collected once per query (an init plan), and the posts are then
 * found through the (author, id) index, one range per followed author.
 */
export function inNetworkOf(viewerId: number, authorColumn: SQLWrapper): SQL {
  return sql`${authorColumn} = any(array(select ${follows.followedId} from ${follows} where ${follows.followerId} = ${viewerId}
    union all select ${viewerId}::bigint))`;
}
