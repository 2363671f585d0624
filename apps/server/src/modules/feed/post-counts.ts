import { and, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { users } from '../../db/schema/users.ts';
import { inNetworkOf } from '../graph/network.ts';
import type { Visibility } from '../graph/visibility.ts';

// The lists' counts read people's post counters (moved in each post's transaction), never the posts.

/** A network's live posts: the sum of its visible members' post counters, never a count of posts. */
export function networkPostsTotal(seen: Visibility): SQL<number> {
  return sql<number>`(select coalesce(sum(${users.postsCount}), 0)::int from ${users}
    where ${and(inNetworkOf(seen.viewerId, users.id), seen.shows(users.id))})`;
}

/** A person's live posts (their counter, moved in each post's transaction): one key probe. */
export const livePostsOf = (person: SQLWrapper | number): SQL<number> =>
  sql<number>`(select ${users.postsCount} from ${users} where ${users.id} = ${person})`;

/** Who a profile address names, as a value a statement reads once (null: no one). */
export const personAt = (profileUrl: SQLWrapper): SQL<number> =>
  sql<number>`(select ${users.id} from ${users} where ${users.profileUrl} = ${profileUrl})`;

/** Who an address names and their live posts' count, as one text: a kept profile page's owner (decision 0005). */
export const ownerAt = (profileUrl: SQLWrapper): SQL<string | null> =>
  sql<
    string | null
  >`(select ${users.id} || ':' || ${users.postsCount} from ${users} where ${users.profileUrl} = ${profileUrl})`;

/** An author's live posts as `seen` may see them (0 when hidden). */
export const visiblePostsOf = (seen: Visibility, author: SQLWrapper): SQL<number> =>
  sql<number>`coalesce((select ${users.postsCount} from ${users} where ${users.id} = ${author} and ${seen.shows(users.id)}), 0)::int`;
