import { and, eq, sql } from 'drizzle-orm';
import { isTrue, type Db } from '../../db/client.ts';
import { counterMove } from '../../db/counters.ts';
import { onFirstUse, preparedSqlByKey } from '../../db/prepared-sql.ts';
import { postFiles, type PostFileRow } from '../../db/schema/post-files.ts';
import { posts } from '../../db/schema/posts.ts';
import { live, postColumns, type PostRecord } from './post-rows.ts';
import type { PostDeliveries } from './read-model-port.ts';
import { seesPerson, visibleToPlaceholder, type Visibility } from '../graph/visibility.ts';

export interface NewPost {
  authorId: number;
  description: string;
  videoId: string | null;
  videoFileId?: number | null;
  videoPoster?: string | null;
  sharedPostId: number | null;
}

export type NewPostFile = Omit<typeof postFiles.$inferInsert, 'id' | 'postId' | 'createdAt'>;

const slot = (name: string) => sql.placeholder(name);
const insertsLive = preparedSqlByKey<{ id: string | number }>();

// A post's row, both post counters and its deliveries due: one statement (decision 0015).
const insertLive = (deliveries: readonly PostDeliveries[]) =>
  insertsLive(deliveries.map((delivery) => delivery.name).join(','), () => {
    const author = sql`${slot('author')}::bigint`;
    return sql`with post as (
        insert into ${posts} (author_id, description, video_id, video_file_id, video_poster, shared_post_id)
        values (${author}, ${slot('description')}, ${slot('video')}, ${slot('videoFile')}::bigint, ${slot('poster')},
          ${slot('shared')}::bigint)
        returning id, author_id
      ), author_posts as (${counterMove('userPosts', author, sql`1`)}),
      network_posts as (${counterMove('livePosts', sql`1`, sql`1`)})
      ${sql.join(deliveries.map((delivery, i) => sql`, ${sql.raw(`due_${i}`)} as (${delivery.due(sql`select id, author_id from post`)})`))}
      select id from post`;
  });

export function createPostsRepository(db: Db) {
  // A post page's read (each photo opened): built once, on its first use (the repository is made per unit too).
  const visiblePost = onFirstUse(() => {
    const seen = visibleToPlaceholder();
    return db
      .select({ ...postColumns(seen.viewerId), visible: seesPerson(seen, posts.authorId) })
      .from(posts)
      .where(eq(posts.id, slot('id')))
      .limit(1)
      .prepare('visible_post');
  });
  return {
    async insertLivePost(post: NewPost, deliveries: readonly PostDeliveries[]): Promise<number> {
      const [row] = await insertLive(deliveries)(db, {
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

    /** The post with whether `seen`'s viewer may see its author (a block, a suspension): one statement. */
    async findVisiblePost(seen: Visibility, id: number): Promise<(PostRecord & { visible: boolean }) | null> {
      const [row] = await visiblePost().execute({ viewer: seen.viewerId, id });
      return row ? { ...row, visible: isTrue(row.visible) } : null;
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
