import { LRUCache } from 'lru-cache';
import type { CommentRecord } from '../posts/post-rows.ts';

/** A post's first comments for anyone, as read at one comments version. */
interface KeptComments {
  version: number;
  comments: CommentRecord[];
}

/** Posts' first comments for anyone, each serving only the comments version it was read at (decision 0034). */
export function createCommentCache(maxEntries: number) {
  const kept = maxEntries > 0 ? new LRUCache<number, KeptComments>({ max: maxEntries }) : null;
  const counts = { hits: 0, misses: 0 };
  return {
    get(postId: number, version: number): CommentRecord[] | undefined {
      const held = kept?.get(postId);
      const found = held?.version === version ? held.comments : undefined;
      counts[found ? 'hits' : 'misses'] += 1;
      return found;
    },

    // A newer version already kept stays.
    keep(postId: number, version: number, comments: CommentRecord[]): void {
      const held = kept?.peek(postId);
      if (!held || held.version < version) kept?.set(postId, { version, comments });
    },

    stats: () => ({ ...counts, entries: kept?.size ?? 0 }),
  };
}

export type CommentCache = ReturnType<typeof createCommentCache>;
