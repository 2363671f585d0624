import type { PostFileRow } from '../../db/schema/post-files.ts';
import { createKept } from '../../platform/kept.ts';
import type { KeptRegistry } from '../../platform/kept-registry.ts';

/**
 * The part of a post that is the same for every viewer and never changes while it is live (decision 0005):
 * its files, written in the post's own transaction and removed only with it. Kept by post id in an LRU
 * bounded by bytes, so nothing needs invalidating on any process and a cold cache only costs a statement.
 */
export function createPostCache(maxBytes: number, registry?: KeptRegistry) {
  const files = createKept<number, PostFileRow[]>({
    name: 'post-cache',
    bound: { bytes: maxBytes, sizeOf: sizeCalculation },
    freshness: { immutable: true },
    registry,
  });

  return {
    /** The files of the posts held, and the ids that must be read from the database. */
    filesOf(postIds: readonly number[]): { found: Map<number, PostFileRow[]>; missing: number[] } {
      const found = new Map<number, PostFileRow[]>();
      const missing: number[] = [];
      for (const id of new Set(postIds)) {
        const held = files.get(id);
        if (held) found.set(id, held);
        else missing.push(id);
      }
      return { found, missing };
    },

    /** Keeps what the database answered for these ids (a post without files keeps its empty list). */
    keepFiles(postIds: readonly number[], rows: readonly PostFileRow[]): void {
      const byPost = new Map<number, PostFileRow[]>(postIds.map((id) => [id, []]));
      for (const row of rows) byPost.get(row.postId)?.push(row);
      for (const [id, list] of byPost) files.set(id, list);
    },

    stats: files.stats,
  };
}

/** About what a post's files hold in memory: their text and a fixed share per row and per entry. */
function sizeCalculation(list: PostFileRow[]): number {
  let bytes = 64;
  for (const row of list) bytes += 160 + 2 * (row.name.length + row.displayName.length + row.description.length);
  return bytes;
}

export type PostCache = ReturnType<typeof createPostCache>;
