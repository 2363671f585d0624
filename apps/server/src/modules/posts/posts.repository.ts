import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { counterMove } from '../../db/counters.ts';
import { inIds } from '../../db/id-list.ts';
import { preparedSqlByKey } from '../../db/prepared-sql.ts';
import { postFiles, type PostFileRow } from '../../db/schema/post-files.ts';
import { posts } from '../../db/schema/posts.ts';
import type { Visibility } from '../graph/visibility.ts';
import type { AuthorCardRow } from '../profiles/author-card.ts';
import { createPageStatements, live, postColumns } from './page-statements.ts';
import { dueDelivery } from './timelines.repository.ts';

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
  /** A share's original as the viewer may see it (null: none), when a list's statement read it (page-columns.ts). */
  sharedOriginal?: PostRecord | null;
  /** A list's rows: what checks and completes the kept comments (decision 0034). */
  commentsVersion?: number;
  likedComments?: Array<string | number>;
  hiddenIds?: Array<string | number>;
  /** The epoch of the cards a list's page takes from the kept ones (its rows carry no card). */
  cardEpoch?: number;
  /** The list's count for the viewer, read with its page (null for a tag's page). */
  total?: number | null;
  /** What a list's page statement read to keep the page (decision 0048), as JSON: its stamp, or null. */
  check?: unknown;
  authorEpoch?: number;
  originalAuthor?: string | null;
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

/** A profile's posts named by its address: the page statement finds the author too. */
export interface ProfileScope {
  kind: 'profile';
  profileUrl: string;
}

/** Which page of a list: offset paging, or a keyset (`before`: the posts older than that id). */
export interface PageRequest {
  page: number;
  before?: number | undefined;
}

const slot = (name: string) => sql.placeholder(name);
const insertsLive = preparedSqlByKey<{ id: string | number }>();

// A post's row, both post counters and, with home timelines, its delivery due: one statement (decision 0035).
const insertLive = (delivered: boolean) =>
  insertsLive(String(delivered), () => {
    const author = sql`${slot('author')}::bigint`;
    return sql`with post as (
        insert into ${posts} (author_id, description, video_id, video_file_id, video_poster, shared_post_id)
        values (${author}, ${slot('description')}, ${slot('video')}, ${slot('videoFile')}::bigint, ${slot('poster')},
          ${slot('shared')}::bigint)
        returning id, author_id
      ), author_posts as (${counterMove('userPosts', author, sql`1`)}),
      network_posts as (${counterMove('livePosts', sql`1`, sql`1`)})
      ${delivered ? sql`, due as (${dueDelivery(sql`select id, author_id from post`)})` : sql``}
      select id from post`;
  });

export function createPostsRepository(db: Db, lists: Db = db) {
  const pages = createPageStatements(lists);

  return {
    async insertLivePost(post: NewPost, delivered: boolean): Promise<number> {
      const [row] = await insertLive(delivered)(db, {
        author: post.authorId,
        description: post.description,
        video: post.videoId,
        videoFile: post.videoFileId ?? null,
        poster: post.videoPoster ?? null,
        shared: post.sharedPostId,
      });
      if (!row) throw new Error('post insert returned nothing');
      return Number(row.id);
    },

    async insertFiles(postId: number, files: readonly NewPostFile[]): Promise<PostFileRow[]> {
      if (files.length === 0) return [];
      return db
        .insert(postFiles)
        .values(files.map((file) => ({ ...file, postId })))
        .returning();
    },

    /** A post whatever its state (deleted too), as `viewerId` sees it; null when there is no such id. */
    async findPost(viewerId: number, id: number): Promise<PostRecord | null> {
      const [row] = await db.select(postColumns(viewerId)).from(posts).where(eq(posts.id, id)).limit(1);
      return row ?? null;
    },

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
