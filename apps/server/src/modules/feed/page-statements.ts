import { and, eq, lt, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { POSTS_PAGE_SIZE } from '@vitrina/contract/post-limits';
import type { Db } from '../../db/client.ts';
import { flatRows } from '../../db/flat-rows.ts';
import { limitText, newestFirst } from '../../db/order.ts';
import { postStats } from '../../db/schema/post-stats.ts';
import { postTags } from '../../db/schema/post-tags.ts';
import { posts } from '../../db/schema/posts.ts';
import { timelineFanouts } from '../../db/schema/timeline-fanouts.ts';
import { networkMembers } from '../graph/network.ts';
import { visibleOnce, visibleToPlaceholder, type Visibility } from '../graph/visibility.ts';
import { live, ownColumns, type PostRecord } from '../posts/post-rows.ts';
import { likedCommentsOn } from '../posts/reacted.ts';
import { cardEpochColumn } from './card-cache.ts';
import type { PageRequest, PostScope, ProfileScope, TagScope } from './list-scopes.ts';
import { networkPostsTotal, personAt, visiblePostsOf } from './post-counts.ts';
import { original, originalColumns, originalJoin, withSharedOriginal } from './page-columns.ts';
import type { PackedIds } from './timeline-store.ts';
import { dueInNetworkOf } from './timelines.repository.ts';
import { authorEpochOf, globalStamp, originalAuthorOf, profileStamp } from './feed-stamp.ts';

type Once = ReturnType<typeof visibleOnce>;

// A list's page: posts, originals and the checks of the kept cards and comments (decision 0005).
export const pageColumns = ({ rule: seen, ids }: Once) => ({
  ...ownColumns(seen.viewerId),
  cardEpoch: cardEpochColumn(),
  commentsVersion: posts.commentsVersion,
  likedComments: sql<Array<string | number> | null>`(case when ${posts}.comments_count > 0
    then ${likedCommentsOn(sql`${posts}.id`, seen.viewerId)} end)`,
  hiddenIds: sql<string[]>`${ids}`,
  ...originalColumns(seen.viewerId),
  authorEpoch: authorEpochOf(sql`${posts}.author_id`),
  originalAuthor: sql<string | null>`(case when ${posts}.shared_post_id is not null
    then ${originalAuthorOf(sql`${posts}.shared_post_id`)} end)`,
});

// Every value a page statement takes, as placeholders: a statement is built once per shape (decision 0001).
const slot = {
  offset: sql.placeholder('offset'),
  depth: sql.placeholder('depth'),
  before: sql.placeholder('before'),
  authorId: sql.placeholder('authorId'),
  tag: sql.placeholder('tag'),
  ids: sql.placeholder('ids'),
  low: sql.placeholder('low'),
  high: sql.placeholder('high'),
  profileUrl: sql.placeholder('profileUrl'),
  fresh: sql.placeholder('fresh'),
};
type ListKind = (PostScope | TagScope | ProfileScope)['kind'];

const authorOf = (kind: ListKind): SQLWrapper | null =>
  kind === 'author' ? slot.authorId : kind === 'profile' ? personAt(slot.profileUrl) : null;
// Written into the text, not a parameter: a generic plan that does not know the limit scans.
const pageSize = limitText(POSTS_PAGE_SIZE);

// A network page's ids: each visible member's newest by the (author, id) index, merged and cut.
function networkPageIds(seen: Visibility, keyset: boolean): SQL {
  const before = keyset ? sql`and ${posts.id} < ${slot.before}` : sql``;
  return sql`(select newest.id from ${networkMembers(seen.viewerId)} as network
    cross join lateral (select ${posts.id} as id from ${posts}
      where ${posts.authorId} = network.author_id and ${live} ${before}
      order by ${newestFirst(posts.id)} limit ${slot.depth}) as newest
    where ${seen.shows(sql`network.author_id`)}
    order by newest.id desc nulls last offset ${slot.offset} limit ${pageSize})`;
}

// A tag's page by `post_tags_tag_post_idx`; the tag rows go with their post, so all are live.
function tagPageIds(seen: Visibility, keyset: boolean): SQL {
  const conditions = and(
    eq(postTags.tag, slot.tag),
    seen.shows(postTags.authorId),
    keyset ? lt(postTags.postId, slot.before) : undefined,
  );
  return sql`(select ${postTags.postId} from ${postTags} where ${conditions}
    order by ${newestFirst(postTags.postId)} offset ${slot.offset} limit ${pageSize})`;
}

// A page's ids first: a select list under an offset would be computed for every skipped row too.
function pageIds(seen: Visibility, kind: ListKind, keyset: boolean): SQL {
  if (kind === 'network') return networkPageIds(seen, keyset);
  if (kind === 'tag') return tagPageIds(seen, keyset);
  const author = authorOf(kind);
  const conditions = and(
    live,
    author ? eq(posts.authorId, author) : undefined,
    seen.shows(posts.authorId),
    keyset ? lt(posts.id, slot.before) : undefined,
  );
  return sql`(select ${posts.id} from ${posts} where ${conditions}
    order by ${newestFirst(posts.id)} offset ${slot.offset} limit ${pageSize})`;
}

/** A list's count for the viewer, as one value its page statement reads once (null: the tag's own count). */
function totalOf(seen: Visibility, kind: ListKind): SQL<number> | null {
  if (kind === 'network') return networkPostsTotal(seen);
  if (kind === 'all') {
    return sql<number>`(select (${postStats.livePosts} - (select count(*) from ${posts} where ${live}
      and ${posts.authorId} in ${seen.hidden}))::int from ${postStats} where ${postStats.id} = 1)`;
  }
  const author = authorOf(kind);
  return author ? visiblePostsOf(seen, author) : null;
}

function stampColumn(viewerId: number, kind: ListKind): SQL {
  if (kind === 'all') return globalStamp(viewerId);
  return kind === 'profile' ? profileStamp(viewerId, slot.profileUrl) : sql<null>`null`;
}

export type ViewerCheck<T> = (viewerId: number) => SQL<T>;

/** The lists' page statements, built once per shape and prepared under their own names. */
export function createPageStatements(lists: Db) {
  const seen = visibleToPlaceholder();
  // The hidden ids read once; the page's ids join them laterally (under `in (…)`, once per post). Counts keep `seen`.
  const once = visibleOnce(seen);
  const pageOf = (ids: SQL) => sql`${once.source} cross join lateral ${ids} as page(post_id)`;
  const onPage = sql`${posts.id} = page.post_id`;
  const built = new Map<string, { execute(values: Record<string, unknown>): Promise<unknown> }>();
  const prepared = (key: string, build: () => { prepare(name: string): unknown }) => {
    let statement = built.get(key);
    if (!statement) {
      statement = flatRows(build().prepare(`posts_${key}`)) as {
        execute(values: Record<string, unknown>): Promise<unknown>;
      };
      built.set(key, statement);
    }
    return statement;
  };

  return {
    /** One page of a list's visible live posts, newest first; `before` pages by keyset, else by offset. */
    async listPage(
      viewer: Visibility,
      scope: PostScope | TagScope | ProfileScope,
      page: PageRequest,
    ): Promise<PostRecord[]> {
      const keyset = Boolean(page.before);
      const statement = prepared(`page_${scope.kind}_${keyset ? 'keyset' : 'offset'}`, () =>
        lists
          .select({
            ...pageColumns(once),
            total: totalOf(seen, scope.kind) ?? sql<null>`null`,
            // The global feed's and profile timelines' pages are kept while it holds.
            check: stampColumn(seen.viewerId, scope.kind),
          })
          .from(pageOf(pageIds(once.rule, scope.kind, keyset)))
          .innerJoin(posts, onPage)
          .leftJoin(original, originalJoin(once.rule))
          .orderBy(newestFirst(posts.id)),
      );
      const offset = keyset ? 0 : (page.page - 1) * POSTS_PAGE_SIZE;
      const rows = (await statement.execute({
        viewer: viewer.viewerId,
        offset,
        depth: offset + POSTS_PAGE_SIZE,
        before: page.before ?? 0,
        authorId: scope.kind === 'author' ? scope.authorId : 0,
        tag: scope.kind === 'tag' ? scope.tag : '',
        profileUrl: scope.kind === 'profile' ? scope.profileUrl : '',
      })) as Array<Parameters<typeof withSharedOriginal>[0]>;
      return rows.map(withSharedOriginal);
    },

    async countVisible(viewer: Visibility, scope: Exclude<PostScope, { kind: 'network' }>): Promise<number> {
      const statement = prepared(`count_${scope.kind}`, () =>
        lists.select({ total: totalOf(seen, scope.kind)! }).from(sql`(select 1) as one`),
      );
      const values = { viewer: viewer.viewerId, authorId: scope.kind === 'author' ? scope.authorId : 0 };
      const [row] = (await statement.execute(values)) as Array<{ total: number }>;
      return row?.total ?? 0;
    },

    /** A timeline slice's page at `offset`, with the network's due posts, `check` and the count. */
    async listAmong<T>(
      viewer: Visibility,
      slice: { ids: PackedIds; before: number | undefined; isFeedEnd: boolean },
      offset: number,
      check: ViewerCheck<T>,
      withTotal: boolean,
    ) {
      const statement = prepared(withTotal ? 'among' : 'among_uncounted', () => {
        // What hides a skipped id (deleted, a hidden author) is read by ranges, not id by id: a hidden
        // person's by `posts_author_live_idx` (lateral), never a scan of every network's posts between the ends.
        const range = sql`${posts.id} between ${slot.low} and ${slot.high}`;
        const stored = sql`select t.id from unnest(${slot.ids}::bigint[]) as t(id)
          where t.id not in (select ${posts.id} from ${posts} where ${posts.deletedAt} is not null and ${range})
            and t.id not in (select hid.id from ${once.rule.hidden} as hidden(author_id) cross join lateral
              (select ${posts.id} from ${posts} where ${posts.authorId} = hidden.author_id and ${live} and ${range}) as hid)`;
        const due = sql`select ${timelineFanouts.postId} from ${timelineFanouts}
          join ${posts} on ${posts.id} = ${timelineFanouts.postId}
          where ${dueInNetworkOf(seen.viewerId)}
            and ${timelineFanouts.postId} > ${slot.fresh} and (${slot.before} = 0 or ${timelineFanouts.postId} < ${slot.before})
            and ${timelineFanouts.postId} <> all(${slot.ids}::bigint[])
            and ${live} and ${once.rule.shows(posts.authorId)}`;
        // A post delivered and still due is left to the slice: no ids in common, so no set to deduplicate.
        const among = sql`(select entry.id from (${stored} union all ${due}) as entry(id)
          order by entry.id desc offset ${slot.offset} limit ${pageSize})`;
        return lists
          .select({
            ...pageColumns(once),
            check: check(seen.viewerId),
            total: withTotal ? networkPostsTotal(seen) : sql<null>`null`,
          })
          .from(pageOf(among))
          .innerJoin(posts, onPage)
          .leftJoin(original, originalJoin(once.rule))
          .where(and(live, once.rule.shows(posts.authorId)))
          .orderBy(newestFirst(posts.id));
      });
      const { ids } = slice;
      const values = {
        viewer: viewer.viewerId,
        ids: ids.literal,
        offset,
        low: ids.oldest,
        high: ids.newest,
        fresh: slice.isFeedEnd ? 0 : ids.oldest,
        before: slice.before ?? 0,
      };
      const rows = (await statement.execute(values)) as Array<Parameters<typeof withSharedOriginal>[0] & { check: T }>;
      return rows.map((row) => withSharedOriginal(row) as PostRecord & { check: T });
    },
  };
}
