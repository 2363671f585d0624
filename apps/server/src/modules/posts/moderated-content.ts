import { and, asc, eq, isNull } from 'drizzle-orm';
import { adjustCounters } from '../../db/counters.ts';
import type { Db } from '../../db/client.ts';
import { comments } from '../../db/schema/comments.ts';
import { postFiles } from '../../db/schema/post-files.ts';
import { posts } from '../../db/schema/posts.ts';
import type { Tx } from '../../db/transaction.ts';
import { createPinsRepository } from './pins.repository.ts';
import { createPostTagsRepository } from './post-tags.repository.ts';
import { createPostsRepository } from './posts.repository.ts';

/** A live post or comment as a report copies it: text, photo names, author and dates. */
export interface ContentItem {
  id: number;
  authorId: number;
  text: string;
  photos: string[];
  createdAt: Date;
  editedAt: Date | null;
}

/**
 * A live post leaves every list and count, as its author's deletion does: the post's row is marked, its tags
 * and pin go, the author's and the global feed's counts drop, and a share's original loses one share.
 * `post.deleted` takes its notifications with it. Files are the caller's (a deletion discards them).
 */
export async function retirePost(tx: Tx, id: number, authorId: number): Promise<boolean> {
  const deleted = await createPostsRepository(tx.db).markDeleted(id);
  if (!deleted) return false;
  await createPostTagsRepository(tx.db).deleteTags(id);
  await createPinsRepository(tx.db).removePost(id);
  await adjustCounters(tx, 1, [
    { counter: 'userPosts', id: authorId, delta: -1 },
    { counter: 'livePosts', id: 1, delta: -1 },
  ]);
  if (deleted.sharedPostId !== null) {
    await adjustCounters(tx, 1, [{ counter: 'postShares', id: deleted.sharedPostId, delta: -1 }]);
  }
  tx.publish('post.deleted', { postId: id, authorId });
  return true;
}

const liveComment = and(isNull(comments.removedAt), isNull(posts.deletedAt));

/**
 * What the moderation module reads and removes of this module: live posts and comments by id, and
 * their removal. A removed post is soft-deleted (its files stay, as evidence); a removed comment is marked
 * `removed_at`, which every comment list and count leaves out.
 */
export function createModeratedContent(db: Db) {
  return {
    async findPost(id: number): Promise<ContentItem | null> {
      const [row] = await db
        .select({
          id: posts.id,
          authorId: posts.authorId,
          text: posts.description,
          createdAt: posts.createdAt,
          editedAt: posts.editedAt,
        })
        .from(posts)
        .where(and(eq(posts.id, id), isNull(posts.deletedAt)));
      if (!row) return null;
      const photos = await db
        .select({ name: postFiles.name })
        .from(postFiles)
        .where(and(eq(postFiles.postId, id), eq(postFiles.kind, 'PHOTO')))
        .orderBy(asc(postFiles.position));
      return { ...row, photos: photos.map((photo) => photo.name) };
    },

    async findComment(id: number): Promise<(ContentItem & { postId: number }) | null> {
      const [row] = await db
        .select({
          id: comments.id,
          postId: comments.postId,
          authorId: comments.authorId,
          text: comments.body,
          createdAt: comments.createdAt,
          editedAt: comments.editedAt,
        })
        .from(comments)
        .innerJoin(posts, eq(posts.id, comments.postId))
        .where(and(eq(comments.id, id), liveComment));
      return row ? { ...row, photos: [] } : null;
    },

    /** Removes a live post everywhere; false when it was already gone. */
    async removePost(tx: Tx, id: number): Promise<boolean> {
      const [row] = await tx.db
        .select({ authorId: posts.authorId })
        .from(posts)
        .where(and(eq(posts.id, id), isNull(posts.deletedAt)));
      return row ? retirePost(tx, id, row.authorId) : false;
    },

    /** Hides a live comment everywhere; its post's count drops as a deletion's would. */
    async removeComment(tx: Tx, id: number): Promise<boolean> {
      const [row] = await tx.db
        .update(comments)
        .set({ removedAt: new Date() })
        .where(and(eq(comments.id, id), isNull(comments.removedAt)))
        .returning({ postId: comments.postId, authorId: comments.authorId });
      if (!row) return false;
      const [post] = await tx.db.select({ authorId: posts.authorId }).from(posts).where(eq(posts.id, row.postId));
      await adjustCounters(tx, 1, [{ counter: 'postComments', id: row.postId, delta: -1 }]);
      tx.publish('comment.deleted', {
        commentId: id,
        postId: row.postId,
        authorId: row.authorId,
        postAuthorId: post?.authorId ?? row.authorId,
      });
      return true;
    },
  };
}

export type ModeratedContent = ReturnType<typeof createModeratedContent>;
