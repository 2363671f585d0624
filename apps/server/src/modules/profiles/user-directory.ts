import { and, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Author } from '@vitrina/contract/posts';
import type { Db } from '../../db/client.ts';
import { inIds } from '../../db/id-list.ts';
import { users } from '../../db/schema/users.ts';
import { inNetworkOf } from '../graph/network.ts';
import type { Visibility } from '../graph/visibility.ts';
import { accountType, cardColumns, toAuthor } from './author-card.ts';

/** A person as a profile address names them: what other modules need to decide and to link. */
export interface DirectoryEntry {
  id: number;
  type: 'talento' | 'agencia' | null;
  /** The address is confirmed (one may write to them). */
  confirmed: boolean;
  /** The neutral stand-in of a deleted account. */
  deleted: boolean;
}

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

/** Who an address names and their live posts' count, as one text: a kept profile page's owner (decision 0048). */
export const ownerAt = (profileUrl: SQLWrapper): SQL<string | null> =>
  sql<
    string | null
  >`(select ${users.id} || ':' || ${users.postsCount} from ${users} where ${users.profileUrl} = ${profileUrl})`;

/** An author's live posts as `seen` may see them (0 when hidden). */
export const visiblePostsOf = (seen: Visibility, author: SQLWrapper): SQL<number> =>
  sql<number>`coalesce((select ${users.postsCount} from ${users} where ${users.id} = ${author} and ${seen.shows(users.id)}), 0)::int`;

/** The profiles module's read port: many people's public cards in one query (never an e-mail or a hash). */
export function createUserDirectory(db: Db, lists: Db = db) {
  async function entryByProfileUrl(profileUrl: string, visible = sql<boolean>`true`): Promise<DirectoryEntry | null> {
    const [row] = await db
      .select({ id: users.id, type: users.type, confirmed: users.isVerified, deletedAt: users.deletedAt, visible })
      .from(users)
      .where(eq(users.profileUrl, profileUrl))
      .limit(1);
    return row?.visible
      ? { id: row.id, type: accountType(row.type), confirmed: row.confirmed, deleted: row.deletedAt !== null }
      : null;
  }

  return {
    /** The cards of `ids` in one query; unknown ids, and unconfirmed ones with `confirmedOnly`, are absent. */
    async listAuthors(ids: readonly number[], options: { confirmedOnly?: boolean } = {}): Promise<Map<number, Author>> {
      const unique = [...new Set(ids)];
      if (unique.length === 0) return new Map();
      const rows = await db
        .select(cardColumns())
        .from(users)
        .where(
          options.confirmedOnly ? and(inIds(users.id, unique), eq(users.isVerified, true)) : inIds(users.id, unique),
        );
      return new Map(rows.map((row) => [row.id, toAuthor(row)]));
    },

    /** A network's live posts (`networkPostsTotal`), for a page that did not read it with its rows. */
    async countNetworkPosts(seen: Visibility): Promise<number> {
      const [row] = await lists.select({ total: networkPostsTotal(seen) }).from(sql`(select 1) as one`);
      return Number(row?.total ?? 0);
    },

    /** Who a profile address names, or null. */
    findByProfileUrl: (profileUrl: string) => entryByProfileUrl(profileUrl),

    /** The same, unless a block or the person's state hides them from `seen`. */
    findVisibleByProfileUrl: (seen: Visibility, profileUrl: string) =>
      entryByProfileUrl(profileUrl, sql<boolean>`(${users.id} = ${seen.viewerId} or ${seen.shows(users.id)})`),
  };
}

export type UserDirectory = ReturnType<typeof createUserDirectory>;
