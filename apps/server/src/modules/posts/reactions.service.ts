import type { LikeResponse } from '@vitrina/contract/posts';
import type { Transactions } from '../../db/transaction.ts';
import { notFound } from '../../http/app-error.ts';
import { applyLike, type LikeTarget } from './likes.repository.ts';

export interface ReactionsServiceDeps {
  transactions: Transactions;
}

/** Likes of posts and comments: a toggle (the spec's call) or a wished state (`{ reacted }`). */
export function createReactionsService({ transactions }: ReactionsServiceDeps) {
  /** One statement; the event of a change that happened is published after it. */
  const like = (target: LikeTarget, viewerId: number, id: number, wish: boolean | undefined) =>
    transactions.single(async (tx): Promise<LikeResponse> => {
      const outcome = await applyLike(tx.db, target, viewerId, id, wish);
      if (!outcome) throw notFound();
      if (outcome.changed) {
        const { postId, authorId, reacted } = outcome;
        if (target === 'post')
          tx.publish(reacted ? 'post.liked' : 'post.unliked', { postId, userId: viewerId, authorId });
        else
          tx.publish(reacted ? 'comment.liked' : 'comment.unliked', {
            commentId: id,
            postId,
            userId: viewerId,
            authorId,
          });
      }
      return { reacted: outcome.reacted, likesCount: outcome.likesCount };
    });

  return {
    /** POST /api/reactions/like/post/{id} */
    likePost: (viewerId: number, postId: number, wish: boolean | undefined) => like('post', viewerId, postId, wish),

    /** POST /api/reactions/like/comment/{id} */
    likeComment: (viewerId: number, commentId: number, wish: boolean | undefined) =>
      like('comment', viewerId, commentId, wish),
  };
}

export type ReactionsService = ReturnType<typeof createReactionsService>;
