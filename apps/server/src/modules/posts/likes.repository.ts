import { and, eq } from 'drizzle-orm';
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
      const values = target === 'post' ? { postId: id, userId } : { commentId: id, userId };
      const rows = await db
        .insert(reactions)
        .values(values as typeof reactions.$inferInsert)
        .onConflictDoNothing()
        .returning({ id: objectId });
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
