import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { flatRows } from '../../db/flat-rows.ts';
import { inIds } from '../../db/id-list.ts';
import { postFiles, type PostFileRow } from '../../db/schema/post-files.ts';
import { postPins } from '../../db/schema/post-pins.ts';
import { posts } from '../../db/schema/posts.ts';
import type { Visibility } from '../graph/visibility.ts';
import { live, postColumns, type PostRecord } from '../posts/post-rows.ts';
import { createPageStatements } from './page-statements.ts';
import { networkPostsTotal } from './post-counts.ts';

/** The lists' reads of posts: pages, posts by id with their files, a portfolio's ids and a network's count. */
export function createFeedRepository(db: Db, lists: Db = db) {
  const pages = createPageStatements(lists);
  // Every page's files by its posts' ids: built once, not on every call.
  const filesOf = flatRows(
    db
      .select()
      .from(postFiles)
      .where(sql`${postFiles.postId} = any(${sql.placeholder('ids')}::bigint[])`)
      .orderBy(postFiles.postId, postFiles.position)
      .prepare('post_files_of_posts'),
  );

  return {
    /** Live posts by id (the originals of shares) whose author is visible to the viewer. */
    async listVisibleById(seen: Visibility, ids: readonly number[]): Promise<PostRecord[]> {
      if (ids.length === 0) return [];
      return db
        .select(postColumns(seen.viewerId))
        .from(posts)
        .where(and(inIds(posts.id, ids), live, seen.shows(posts.authorId)));
    },

    listPage: pages.listPage,
    listAmong: pages.listAmong,

    countVisible: pages.countVisible,

    /** The files of these posts, in their order. */
    async listFiles(postIds: readonly number[]): Promise<PostFileRow[]> {
      if (postIds.length === 0) return [];
      return filesOf.execute({ ids: [...postIds] });
    },

    /** The live posts pinned by a person, in order (a deleted post's pin goes with the deletion). */
    async listPinnedIds(authorId: number): Promise<number[]> {
      const rows = await db
        .select({ postId: postPins.postId })
        .from(postPins)
        .innerJoin(posts, eq(posts.id, postPins.postId))
        .where(and(eq(postPins.authorId, authorId), sql`${posts.deletedAt} is null`))
        .orderBy(asc(postPins.position));
      return rows.map((row) => row.postId);
    },

    /** A network's live posts (`networkPostsTotal`), for a page that did not read it with its rows. */
    async countNetworkPosts(seen: Visibility): Promise<number> {
      const [row] = await lists.select({ total: networkPostsTotal(seen) }).from(sql`(select 1) as one`);
      return Number(row?.total ?? 0);
    },
  };
}

export type FeedRepository = ReturnType<typeof createFeedRepository>;
