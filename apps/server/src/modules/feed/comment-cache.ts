import { createKept } from '../../platform/kept.ts';
import type { KeptRegistry } from '../../platform/kept-registry.ts';
import type { CommentRecord } from '../posts/post-rows.ts';

/** Posts' first comments for anyone, each serving only the comments version it was read at (decision 0005). */
export function createCommentCache(maxEntries: number, registry?: KeptRegistry) {
  // A newer version already kept stays (the primitive keeps the entry read at the newer version).
  const kept = createKept<number, CommentRecord[]>({
    name: 'first-comments',
    bound: { entries: maxEntries },
    freshness: { versioned: ['comments'] },
    registry,
  });
  return {
    get: (postId: number, version: number): CommentRecord[] | undefined => kept.get(postId, { comments: version }),
    keep: (postId: number, version: number, comments: CommentRecord[]): void =>
      kept.set(postId, comments, { comments: version }),
  };
}

export type CommentCache = ReturnType<typeof createCommentCache>;
