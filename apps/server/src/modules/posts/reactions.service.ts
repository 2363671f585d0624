import type { LikeResponse } from '@vitrina/contract/posts';
import { adjustCounters } from '../../db/counters.ts';
import type { Transactions } from '../../db/transaction.ts';
import { notFound } from '../../http/app-error.ts';
import { assertVisible } from '../graph/visibility.ts';
import { createCommentsRepository } from './comments.repository.ts';
import { createPostsRepository } from './posts.repository.ts';
import { likeAction } from './post-rules.ts';

export interface ReactionsServiceDeps {
  transactions: Transactions;
}

/**
 * Likes of posts and comments: a toggle (the spec's call) or a wished state. The like row and its counter
 * change in one transaction, and only by what the insert or delete really changed, so 20 clicks at once
 * from one person count once and from 20 people count 20.
 */
export function createReactionsService({ transactions }: ReactionsServiceDeps) {
  return {
    /** POST /api/reactions/like/post/{id} */
    likePost(viewerId: number, postId: number, wish: boolean | undefined): Promise<LikeResponse> {
      return transactions.run(async (tx) => {
        const posts = createPostsRepository(tx.db);
        const post = await posts.findPost(viewerId, postId);
        if (!post || post.deletedAt) throw notFound();
        await assertVisible(tx.db, viewerId, post.authorId);
        const action = likeAction(wish, post.reacted);
        const event = { postId, userId: viewerId, authorId: post.authorId };
        if (action === 'add') {
          const added = await posts.addLike(postId, viewerId);
          await adjustCounters(tx, added, [{ counter: 'postLikes', id: postId, delta: 1 }]);
          if (added) tx.publish('post.liked', event);
        } else if (action === 'remove') {
          const removed = await posts.removeLike(postId, viewerId);
          await adjustCounters(tx, removed, [{ counter: 'postLikes', id: postId, delta: -1 }]);
          if (removed) tx.publish('post.unliked', event);
        }
        return { reacted: await posts.hasLiked(postId, viewerId), likesCount: await posts.likesCount(postId) };
      });
    },

    /** POST /api/reactions/like/comment/{id} */
    likeComment(viewerId: number, commentId: number, wish: boolean | undefined): Promise<LikeResponse> {
      return transactions.run(async (tx) => {
        const comments = createCommentsRepository(tx.db);
        const comment = await comments.find(viewerId, commentId);
        if (!comment) throw notFound();
        await assertVisible(tx.db, viewerId, comment.authorId);
        await assertVisible(tx.db, viewerId, comment.postAuthorId);
        const action = likeAction(wish, comment.reacted);
        const event = { commentId, postId: comment.postId, userId: viewerId, authorId: comment.authorId };
        if (action === 'add') {
          const added = await comments.addLike(commentId, viewerId);
          await adjustCounters(tx, added, [{ counter: 'commentLikes', id: commentId, delta: 1 }]);
          if (added) tx.publish('comment.liked', event);
        } else if (action === 'remove') {
          const removed = await comments.removeLike(commentId, viewerId);
          await adjustCounters(tx, removed, [{ counter: 'commentLikes', id: commentId, delta: -1 }]);
          if (removed) tx.publish('comment.unliked', event);
        }
        return {
          reacted: await comments.hasLiked(commentId, viewerId),
          likesCount: await comments.likesCount(commentId),
        };
      });
    },
  };
}

export type ReactionsService = ReturnType<typeof createReactionsService>;
