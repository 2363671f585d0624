import { LRUCache } from 'lru-cache';
import type { CommentRecord } from './comments.repository.ts';

/** A post's first comments for anyone, as read at one comments version. */
interface KeptComments {
  version: number;
  comments: CommentRecord[];
}

/**
 * Posts' first comments kept between requests (decision 0034). Triggers move a post's comments version with
 * every change to its comments (new, edited, removed, deleted, liked), and a page reads the versions with its
 * rows: a kept list serves only the version it was read at, so it is exact on every process without messages.
 * What differs per viewer is not kept: their likes, and commenters hidden from them (such a post is read for them).
 */
export function createCommentCache(maxEntries: number) {
  const kept = maxEntries > 0 ? new LRUCache<number, KeptComments>({ max: maxEntries }) : null;
  const counts = { hits: 0, misses: 0 };
  return {
    /** The post's first comments kept for `version`, or undefined. */
    get(postId: number, version: number): CommentRecord[] | undefined {
      const held = kept?.get(postId);
      const found = held?.version === version ? held.comments : undefined;
      counts[found ? 'hits' : 'misses'] += 1;
      return found;
    },

    /** Keeps what was read at `version`, unless a newer version is already kept. */
    keep(postId: number, version: number, comments: CommentRecord[]): void {
      const held = kept?.peek(postId);
      if (!held || held.version < version) kept?.set(postId, { version, comments });
    },

    stats: () => ({ ...counts, entries: kept?.size ?? 0 }),
  };
}

export type CommentCache = ReturnType<typeof createCommentCache>;
