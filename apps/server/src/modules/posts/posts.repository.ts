import { and, eq, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { POSTS_PAGE_SIZE } from '@vitrina/contract/post-limits';
import type { Db } from '../../db/client.ts';
import { inIds } from '../../db/id-list.ts';
import { newestFirst } from '../../db/order.ts';
import { postFiles, type PostFileRow } from '../../db/schema/post-files.ts';
import { postStats } from '../../db/schema/post-stats.ts';
import { postTags } from '../../db/schema/post-tags.ts';
import { posts } from '../../db/schema/posts.ts';
import { postReactions } from '../../db/schema/reactions.ts';
import { networkMembers } from '../graph/network.ts';
import type { Visibility } from '../graph/visibility.ts';
import { authorCard, type AuthorCardRow } from '../profiles/author-card.ts';
import { firstCommentsColumn, sharedOriginalColumn } from './page-columns.ts';

/** A post as the lists read it: its columns and whether the viewer liked it. */
export interface PostRecord {
  id: number;
  authorId: number;
  /** The author's public card, read with the post (null when the account is gone). */
  author: AuthorCardRow | null;
  description: string;
  videoId: string | null;
  /** A video uploaded to Vitrina (only ever set once it is ready). */
  videoFileId: number | null;
  sharedPostId: number | null;
  likesCount: number;
  commentsCount: number;
  sharesCount: number;
  createdAt: Date;
  editedAt: Date | null;
  deletedAt: Date | null;
  reacted: boolean;
  /** The first comments the viewer sees and a share's original, when a list's statement read them (page-columns.ts). */
  firstComments?: unknown;
  sharedOriginal?: unknown;
}

export interface NewPost {
  authorId: number;
  description: string;
  videoId: string | null;
  videoFileId?: number | null;
  videoPoster?: string | null;
  sharedPostId: number | null;
}

export type NewPostFile = Omit<typeof postFiles.$inferInsert, 'id' | 'postId' | 'createdAt'>;

/** Which posts a list holds: every talent's, a person's network (themselves and whom they follow), or one author's. */
export type PostScope = { kind: 'all' } | { kind: 'network' } | { kind: 'author'; authorId: number };

/** A tag's posts (folded tag), read through `post_tags` rather than the posts. */
export interface TagScope {
  kind: 'tag';
  tag: string;
}

/** Which page of a list: offset paging, or a keyset (`before`: the posts older than that id). */
export interface PageRequest {
  page: number;
  before?: number | undefined;
}

const reactedBy = (viewerId: number) =>
  sql<boolean>`exists (select 1 from ${postReactions} where ${postReactions.postId} = ${posts.id} and ${postReactions.userId} = ${viewerId})`;

const live = isNull(posts.deletedAt);

/** The condition of a list that is not a network's (which `networkPageIds` walks author by author). */
function scopeCondition(scope: Exclude<PostScope, { kind: 'network' }>): SQL | undefined {
  return scope.kind === 'author' ? eq(posts.authorId, scope.authorId) : undefined;
}

// Written into the text, not a parameter: a generic plan that does not know the limit scans (decision 0032).
const pageSize = sql.raw(String(POSTS_PAGE_SIZE));

const pageOffset = (page: PageRequest) => (page.before ? 0 : (page.page - 1) * POSTS_PAGE_SIZE);

// One page of a network's post ids: each visible member's newest posts by the (author, id) index, merged
// and cut, so the cost follows the members and the page depth (decision 0005).
function networkPageIds(seen: Visibility, page: PageRequest): SQL {
  const offset = pageOffset(page);
  const before = page.before ? sql`and ${posts.id} < ${page.before}` : sql``;
  return sql`(select newest.id from ${networkMembers(seen.viewerId)} as network
    cross join lateral (select ${posts.id} as id from ${posts}
      where ${posts.authorId} = network.author_id and ${live} ${before}
      order by ${newestFirst(posts.id)} limit ${offset + POSTS_PAGE_SIZE}) as newest
    where ${seen.shows(sql`network.author_id`)}
    order by newest.id desc nulls last offset ${offset} limit ${pageSize})`;
}

// A tag's page by `post_tags_tag_post_idx`; the tag rows go with their post, so all are live.
function tagPageIds(seen: Visibility, tag: string, page: PageRequest): SQL {
  const conditions = and(
    eq(postTags.tag, tag),
    seen.shows(postTags.authorId),
    page.before ? lt(postTags.postId, page.before) : undefined,
  );
  return sql`(select ${postTags.postId} from ${postTags} where ${conditions}
    order by ${newestFirst(postTags.postId)} offset ${pageOffset(page)} limit ${pageSize})`;
}

// A page's ids first: a select list under an offset would be computed for every skipped row too.
function pageIds(seen: Visibility, scope: PostScope | TagScope, page: PageRequest): SQL {
  if (scope.kind === 'network') return networkPageIds(seen, page);
  if (scope.kind === 'tag') return tagPageIds(seen, scope.tag, page);
  const conditions = and(
    live,
    scopeCondition(scope),
    seen.shows(posts.authorId),
    page.before ? lt(posts.id, page.before) : undefined,
  );
  return sql`(select ${posts.id} from ${posts} where ${conditions}
    order by ${newestFirst(posts.id)} offset ${pageOffset(page)} limit ${pageSize})`;
}

/** `lists`: where page statements and counts run (decision 0032); writes and single reads use `db`. */
export function createPostsRepository(db: Db, lists: Db = db) {
  // A list's page: its posts with their first comments and originals (decision 0031).
  const pageColumns = (seen: Visibility) => ({
    ...columns(seen.viewerId),
    firstComments: firstCommentsColumn(seen),
    sharedOriginal: sharedOriginalColumn(seen),
  });
  const columns = (viewerId: number) => ({
    id: posts.id,
    authorId: posts.authorId,
    author: authorCard(posts.authorId),
    description: posts.description,
    videoId: posts.videoId,
    videoFileId: posts.videoFileId,
    sharedPostId: posts.sharedPostId,
    likesCount: posts.likesCount,
    commentsCount: posts.commentsCount,
    sharesCount: posts.sharesCount,
    createdAt: posts.createdAt,
    editedAt: posts.editedAt,
    deletedAt: posts.deletedAt,
    reacted: reactedBy(viewerId),
  });

  return {
    async insertPost(post: NewPost): Promise<number> {
      const [row] = await db.insert(posts).values(post).returning({ id: posts.id });
      if (!row) throw new Error('post insert returned nothing');
      return row.id;
    },

    async insertFiles(postId: number, files: readonly NewPostFile[]): Promise<void> {
      if (files.length === 0) return;
      await db.insert(postFiles).values(files.map((file) => ({ ...file, postId })));
    },

    /** A post whatever its state (deleted too), as `viewerId` sees it; null when there is no such id. */
    async findPost(viewerId: number, id: number): Promise<PostRecord | null> {
      const [row] = await db.select(columns(viewerId)).from(posts).where(eq(posts.id, id)).limit(1);
      return row ?? null;
    },

    /** Live posts by id (the originals of shares) whose author is visible to the viewer. */
    async listVisibleById(seen: Visibility, ids: readonly number[]): Promise<PostRecord[]> {
      if (ids.length === 0) return [];
      return db
        .select(columns(seen.viewerId))
        .from(posts)
        .where(and(inIds(posts.id, ids), live, seen.shows(posts.authorId)));
    },

    /** One page of a list's visible live posts, newest first; `before` pages by keyset, else by offset. */
    async listPage(seen: Visibility, scope: PostScope | TagScope, page: PageRequest): Promise<PostRecord[]> {
      return lists
        .select(pageColumns(seen))
        .from(posts)
        .where(sql`${posts.id} in ${pageIds(seen, scope, page)}`)
        .orderBy(newestFirst(posts.id));
    },

    /**
     * Of these ids (a home timeline's, newest first), the visible live posts at `offset`, a page of them; each
     * row carries `check`, one value the statement computes once (the timeline's freshness).
     */
    async listAmong<T>(seen: Visibility, ids: readonly number[], offset: number, check: SQL<T>) {
      const visible = and(inIds(posts.id, ids), live, seen.shows(posts.authorId));
      const pageIds = sql`(select ${posts.id} from ${posts} where ${visible}
        order by ${newestFirst(posts.id)} offset ${offset} limit ${pageSize})`;
      return lists
        .select({ ...pageColumns(seen), check })
        .from(posts)
        .where(sql`${posts.id} in ${pageIds}`)
        .orderBy(newestFirst(posts.id));
    },

    /** A list's count for the viewer: post_stats less hidden authors' posts, or one author's index range. */
    async countVisible(seen: Visibility, scope: Exclude<PostScope, { kind: 'network' }>): Promise<number> {
      if (scope.kind === 'all') {
        const [row] = await lists
          .select({
            total: sql<number>`(${postStats.livePosts} - (select count(*) from ${posts} where ${live} and ${posts.authorId} in ${seen.hidden}))::int`,
          })
          .from(postStats)
          .where(eq(postStats.id, 1));
        return row?.total ?? 0;
      }
      const [row] = await lists
        .select({ total: sql<number>`count(*)::int` })
        .from(posts)
        .where(and(live, scopeCondition(scope), seen.shows(posts.authorId)));
      return row?.total ?? 0;
    },

    /** The files of these posts, in their order. */
    async listFiles(postIds: readonly number[]): Promise<PostFileRow[]> {
      if (postIds.length === 0) return [];
      return db
        .select()
        .from(postFiles)
        .where(inIds(postFiles.postId, postIds))
        .orderBy(postFiles.postId, postFiles.position);
    },

    async hasFiles(postId: number): Promise<boolean> {
      const rows = await db.select({ id: postFiles.id }).from(postFiles).where(eq(postFiles.postId, postId)).limit(1);
      return rows.length > 0;
    },

    async updateDescription(id: number, description: string): Promise<void> {
      await db
        .update(posts)
        .set({ description, editedAt: new Date() })
        .where(and(eq(posts.id, id), live));
    },

    /** Marks a live post deleted; null when it was not live (a concurrent delete won). */
    async markDeleted(id: number): Promise<{ sharedPostId: number | null } | null> {
      const [row] = await db
        .update(posts)
        .set({ deletedAt: new Date() })
        .where(and(eq(posts.id, id), live))
        .returning({ sharedPostId: posts.sharedPostId });
      return row ?? null;
    },

    /** Removes a post's file rows and answers the uploads they were (for the media module to discard). */
    async deleteFiles(postId: number): Promise<number[]> {
      const rows = await db
        .delete(postFiles)
        .where(eq(postFiles.postId, postId))
        .returning({ mediaId: postFiles.mediaId });
      return rows.flatMap((row) => (row.mediaId === null ? [] : [row.mediaId]));
    },

    /** Locks a live post for the rest of the transaction (a share, so its original cannot vanish meanwhile). */
    async lockLive(id: number): Promise<{ authorId: number; sharedPostId: number | null } | null> {
      const [row] = await db
        .select({ authorId: posts.authorId, sharedPostId: posts.sharedPostId })
        .from(posts)
        .where(and(eq(posts.id, id), live))
        .for('update');
      return row ?? null;
    },
  };
}

export type PostsRepository = ReturnType<typeof createPostsRepository>;
