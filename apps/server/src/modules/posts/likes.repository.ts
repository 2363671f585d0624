import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { comments } from '../../db/schema/comments.ts';
import { posts } from '../../db/schema/posts.ts';
import { commentReactions, postReactions } from '../../db/schema/reactions.ts';

/** The two kinds of likeable object, each with its reaction table and the counter it moves. */
const targets = {
  post: {
    reactions: postReactions,
    objectId: postReactions.postId,
    owner: posts,
    ownerId: posts.id,
    counter: posts.likesCount,
  },
  comment: {
    reactions: commentReactions,
    objectId: commentReactions.commentId,
    owner: comments,
    ownerId: comments.id,
    counter: comments.likesCount,
  },
} as const;

export type LikeTarget = keyof typeof targets;

/** Likes of one kind of object: one row per person and object (the primary key), never two. */
export function createLikesRepository(db: Db, target: LikeTarget) {
  const { reactions, objectId, owner, ownerId, counter } = targets[target];
  const mine = (id: number, userId: number) => and(eq(objectId, id), eq(reactions.userId, userId));
  return {
    /** 1 when the like is new, 0 when it was there already (a repeated or concurrent request). */
    async add(id: number, userId: number): Promise<number> {
      if (target === 'comment') {
        // A comment's like carries the comment's post, read in the same statement.
        const rows = await db
          .insert(commentReactions)
          .select(
            db
              .select({
                commentId: comments.id,
                postId: comments.postId,
                userId: sql<number>`${userId}::bigint`.as('user_id'),
                createdAt: sql<Date>`now()`.as('created_at'),
              })
              .from(comments)
              .where(eq(comments.id, id)),
          )
          .onConflictDoNothing()
          .returning({ id: commentReactions.commentId });
        return rows.length;
      }
      const rows = await db
        .insert(postReactions)
        .values({ postId: id, userId })
        .onConflictDoNothing()
        .returning({ id: postReactions.postId });
      return rows.length;
    },

    /** 1 when a like was removed, 0 when there was none. */
    async remove(id: number, userId: number): Promise<number> {
      const rows = await db.delete(reactions).where(mine(id, userId)).returning({ id: objectId });
      return rows.length;
    },

    async count(id: number): Promise<number> {
      const [row] = await db.select({ likes: counter }).from(owner).where(eq(ownerId, id));
      return row?.likes ?? 0;
    },
  };
}
