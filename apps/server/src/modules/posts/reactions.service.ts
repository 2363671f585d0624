import type { LikeResponse } from '@vitrina/contract/posts';
import type { Transactions, Tx } from '../../db/transaction.ts';
import { notFound } from '../../http/app-error.ts';
import { visibleTo } from '../graph/visibility.ts';
import { createCommentsRepository } from './comments.repository.ts';
import { createLikesRepository, postToLike, type LikeTarget } from './likes.repository.ts';
import { likeAction } from './post-rules.ts';

export interface ReactionsServiceDeps {
  transactions: Transactions;
}

/**
 * Applies a like or an unlike in one statement: the row and its counter move together, and
 * only by what the insert or delete really changed, so 20 clicks at once from one person count once and
 * from 20 people count 20. `announce` publishes the event of a change that happened.
 */
async function applyLike(
  tx: Tx,
  target: LikeTarget,
  id: number,
  userId: number,
  hadLiked: boolean,
  wish: boolean | undefined,
  announce: (change: 'liked' | 'unliked') => void,
): Promise<LikeResponse> {
  const likes = createLikesRepository(tx.db, target);
  const action = likeAction(wish, hadLiked);
  if (action === 'none') return { reacted: hadLiked, likesCount: await likes.count(id) };
  const { changed, likesCount } = action === 'add' ? await likes.add(id, userId) : await likes.remove(id, userId);
  if (changed) announce(action === 'add' ? 'liked' : 'unliked');
  // After the insert (or its conflict) a like exists; after the delete none does.
  return { reacted: action === 'add', likesCount };
}

/** Likes of posts and comments: a toggle (the spec's call) or a wished state (`{ reacted }`). */
export function createReactionsService({ transactions }: ReactionsServiceDeps) {
  return {
    /** POST /api/reactions/like/post/{id} */
    likePost(viewerId: number, postId: number, wish: boolean | undefined): Promise<LikeResponse> {
      return transactions.single(async (tx) => {
        const post = await postToLike(tx.db, viewerId, postId);
        if (!post) throw notFound();
        const event = { postId, userId: viewerId, authorId: post.authorId };
        return applyLike(tx, 'post', postId, viewerId, post.reacted, wish, (change) =>
          tx.publish(change === 'liked' ? 'post.liked' : 'post.unliked', event),
        );
      });
    },

    /** POST /api/reactions/like/comment/{id} */
    likeComment(viewerId: number, commentId: number, wish: boolean | undefined): Promise<LikeResponse> {
      return transactions.single(async (tx) => {
        const comment = await createCommentsRepository(tx.db).find(viewerId, commentId);
        if (!comment) throw notFound();
        const seen = visibleTo(viewerId);
        await seen.assertSees(tx.db, comment.authorId);
        await seen.assertSees(tx.db, comment.postAuthorId);
        const event = { commentId, postId: comment.postId, userId: viewerId, authorId: comment.authorId };
        return applyLike(tx, 'comment', commentId, viewerId, comment.reacted, wish, (change) =>
          tx.publish(change === 'liked' ? 'comment.liked' : 'comment.unliked', event),
        );
      });
    },
  };
}

export type ReactionsService = ReturnType<typeof createReactionsService>;
