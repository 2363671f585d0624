import type { Pins, Portfolio } from '@vitrina/contract/pins';
import type { Db } from '../../db/client.ts';
import type { Transactions, Tx } from '../../db/transaction.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import type { Viewer } from '../../sessions/session-plugin.ts';
import { visibleTo } from '../graph/visibility.ts';
import type { UserDirectory } from '../profiles/user-directory.ts';
import { mayPost } from './post-rules.ts';
import type { PostReader } from './post-reader.ts';
import { checkOrder, pinAfter } from './pin-rules.ts';
import { createPinsRepository } from './pins.repository.ts';
import { createPostsRepository } from './posts.repository.ts';

export interface PinsServiceDeps {
  db: Db;
  transactions: Transactions;
  reader: PostReader;
  directory: Pick<UserDirectory, 'findVisibleByProfileUrl'>;
}

/** The pinned portfolio (issue 26): a talent's own posts, six at most, in the order they choose. */
export function createPinsService({ db, transactions, reader, directory }: PinsServiceDeps) {
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
    /** GET /api/posts/user/{profile_url}/pins: across a block the profile is not there (404). */
    async portfolio(viewer: Viewer, profileUrl: string): Promise<Portfolio> {
      const seen = visibleTo(viewer.id);
      const owner = await directory.findVisibleByProfileUrl(seen, profileUrl);
      if (!owner) throw notFound();
      const ids = await createPinsRepository(db).listLiveIds(owner.id);
      const records = await createPostsRepository(db).listVisibleById(seen, ids);
      const order = new Map(ids.map((id, index) => [id, index]));
      records.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
      return { posts: await reader.assemble(seen, records) };
    },

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
