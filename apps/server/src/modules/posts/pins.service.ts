import type { Pins } from '@vitrina/contract/pins';
import type { Transactions, Tx } from '../../db/transaction.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import type { Viewer } from '../../sessions/session-plugin.ts';
import { mayPost } from './post-rules.ts';
import { checkOrder, pinAfter } from './pin-rules.ts';
import { createPinsRepository } from './pins.repository.ts';
import { createPostsRepository } from './posts.repository.ts';

export interface PinsServiceDeps {
  transactions: Transactions;
}

/** The pinned portfolio: a talent's own posts, six at most, in the order they choose. */
export function createPinsService({ transactions }: PinsServiceDeps) {
  /** Changes my pins under a lock on my row, so concurrent calls apply one after the other. */
  function change(viewer: Viewer, next: (current: number[], tx: Tx) => Promise<number[]> | number[]): Promise<Pins> {
    if (!mayPost(viewer)) throw new AppError('talents_only');
    return transactions.run(async (tx) => {
      const pins = createPinsRepository(tx.db);
      await pins.lockOwner(viewer.id);
      const current = await pins.listIds(viewer.id);
      const postIds = await next(current, tx);
      if (postIds.join() !== current.join()) await pins.replace(viewer.id, postIds);
      return { postIds };
    });
  }

  return {
    /** PUT /api/posts/{id}/pin: my own live post, not a share of someone else's. */
    pin: (viewer: Viewer, postId: number) =>
      change(viewer, async (current, tx) => {
        const record = await createPostsRepository(tx.db).findPost(viewer.id, postId);
        if (!record || record.deletedAt) throw notFound();
        if (record.authorId !== viewer.id || record.sharedPostId !== null) throw new AppError('pin_not_own');
        const next = pinAfter(current, postId);
        if (typeof next === 'string') throw new AppError(next);
        return next;
      }),

    /** DELETE /api/posts/{id}/pin: unpinning a post that is not pinned changes nothing. */
    unpin: (viewer: Viewer, postId: number) => change(viewer, (current) => current.filter((id) => id !== postId)),

    /** PUT /api/posts/pins */
    reorder: (viewer: Viewer, postIds: readonly number[]) =>
      change(viewer, (current) => {
        const problem = checkOrder(current, postIds);
        if (problem) throw new AppError(problem);
        return [...postIds];
      }),
  };
}

export type PinsService = ReturnType<typeof createPinsService>;
