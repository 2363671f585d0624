import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { comments } from '../../db/schema/comments.ts';
import { postFiles } from '../../db/schema/post-files.ts';
import { posts } from '../../db/schema/posts.ts';
import { commentReactions, postReactions } from '../../db/schema/reactions.ts';
import { createPinsRepository } from './pins.repository.ts';

/**
 * The posts module's part of a person's data export: their posts (with their files, in order;
 * shares name the post shared), the posts pinned to their portfolio, their comments, and the posts and comments they liked. Deleted posts are
 * gone from it as they are from the product.
 */
export function createPostsPersonalData(db: Db) {
  return {
    name: 'posts',
    async collect(userId: number) {
      const own = await db
        .select({
          id: posts.id,
          description: posts.description,
          youtubeVideoId: posts.videoId,
          sharedPostId: posts.sharedPostId,
          createdAt: posts.createdAt,
          editedAt: posts.editedAt,
        })
        .from(posts)
        .where(and(eq(posts.authorId, userId), isNull(posts.deletedAt)))
        .orderBy(asc(posts.id));
      const files = own.length
        ? await db
            .select({
              postId: postFiles.postId,
              kind: postFiles.kind,
              name: postFiles.name,
              displayName: postFiles.displayName,
            })
            .from(postFiles)
            .where(
              inArray(
                postFiles.postId,
                own.map((p) => p.id),
              ),
            )
            .orderBy(asc(postFiles.postId), asc(postFiles.position))
        : [];
      const written = await db
        .select({
          id: comments.id,
          postId: comments.postId,
          text: comments.body,
          createdAt: comments.createdAt,
          editedAt: comments.editedAt,
        })
        .from(comments)
        .where(eq(comments.authorId, userId))
        .orderBy(asc(comments.id));
      const likedPosts = await db
        .select({ postId: postReactions.postId, at: postReactions.createdAt })
        .from(postReactions)
        .where(eq(postReactions.userId, userId));
      const likedComments = await db
        .select({ commentId: commentReactions.commentId, at: commentReactions.createdAt })
        .from(commentReactions)
        .where(eq(commentReactions.userId, userId));
      const pinned = await createPinsRepository(db).listIds(userId);
      return {
        data: {
          portfolio: pinned,
          posts: own.map((post) => ({
            ...post,
            files: files.filter((f) => f.postId === post.id).map(({ postId: _post, ...file }) => file),
          })),
          comments: written,
          likes: { posts: likedPosts, comments: likedComments },
        },
        people: [] as number[],
      };
    },
  };
}
