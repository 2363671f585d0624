import { LRUCache } from 'lru-cache';
import { postPageSchema, postSchema, type Post } from '@vitrina/contract/posts';
import type { PostRecord } from '../posts/post-rows.ts';

/** Posts' checked JSON as a viewer with no part in them sees it, kept with its signature (decision 0043). */
export function createPostJsonCache(maxBytes: number) {
  const kept =
    maxBytes > 0
      ? new LRUCache<number, { signature: string; json: Buffer }>({
          maxSize: maxBytes,
          sizeCalculation: (entry) => 96 + 2 * entry.signature.length + entry.json.length,
        })
      : null;
  const counts = { hits: 0, misses: 0 };
  return {
    get(postId: number, signature: string): Buffer | undefined {
      const held = kept?.get(postId);
      const found = held?.signature === signature ? held.json : undefined;
      counts[found === undefined ? 'misses' : 'hits'] += 1;
      return found;
    },
    keep(postId: number, signature: string, json: Buffer): void {
      kept?.set(postId, { signature, json });
    },
    stats: () => ({ ...counts, entries: kept?.size ?? 0, bytes: kept?.calculatedSize ?? 0, maxBytes }),
  };
}

export type PostJsonCache = ReturnType<typeof createPostJsonCache>;

export const checkedJson = (post: Post): Buffer => Buffer.from(JSON.stringify(postSchema.parse(post)));

/** What in a page's row the neutral JSON depends on (files never change while a post is live, decision 0031). */
export function signatureOf(record: PostRecord, original: PostRecord | null): string {
  const shared = record.sharedPostId === null ? '' : original ? ownSignature(original) : 'gone';
  return `${ownSignature(record)}|${record.commentsVersion}|${record.cardEpoch}|${shared}`;
}

const ownSignature = (r: PostRecord) =>
  `${r.likesCount}.${r.commentsCount}.${r.sharesCount}.${r.editedAt?.getTime() ?? ''}.${r.description.length}:${r.description}`;

const OPEN = Buffer.from('{"posts":[');
const COMMA = Buffer.from(',');

/** A list page's body from its posts' checked JSON: the bytes the response serializer would write. */
export function pageBody(posts: readonly Buffer[], limit: number): Buffer {
  const parts: Buffer[] = [OPEN];
  for (const post of posts) {
    if (parts.length > 1) parts.push(COMMA);
    parts.push(post);
  }
  parts.push(Buffer.from(`],"limit":${postPageSchema.shape.limit.parse(limit)}}`));
  return Buffer.concat(parts);
}
