import { LRUCache } from 'lru-cache';
import { postPageSchema, postSchema, type Post } from '@vitrina/contract/posts';
import type { PostRecord } from './posts.repository.ts';

/**
 * Posts' JSON as a viewer with no part in them sees it (decision 0043): checked against the contract when built,
 * kept by post id with the signature of what made it, served as it is while a page reads the same signature.
 */
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

/** A post's JSON after the contract's check (the response serializer's, for one post), encoded once. */
export const checkedJson = (post: Post): Buffer => Buffer.from(JSON.stringify(postSchema.parse(post)));

/**
 * Everything a page's row holds that the neutral JSON depends on. Files never change while a post is live (decision
 * 0031); cards are read at the page's card epoch and first comments at its comments version (decision 0034).
 */
export function signatureOf(record: PostRecord, original: PostRecord | null): string {
  const shared = record.sharedPostId === null ? '' : original ? ownSignature(original) : 'gone';
  return `${ownSignature(record)}|${record.commentsVersion}|${record.cardEpoch}|${shared}`;
}

// The text last, after its length: no two different rows give the same signature.
const ownSignature = (r: PostRecord) =>
  `${r.likesCount}.${r.commentsCount}.${r.sharesCount}.${r.editedAt?.getTime() ?? ''}.${r.description.length}:${r.description}`;

const OPEN = Buffer.from('{"posts":[');
const COMMA = Buffer.from(',');

/** A list page's body from its posts' checked JSON: the bytes the response serializer would write. */
export function pageBody(posts: readonly Buffer[], limit: number): Buffer {
  const parts: Buffer[] = [OPEN];
  posts.forEach((post, i) => parts.push(...(i === 0 ? [post] : [COMMA, post])));
  parts.push(Buffer.from(`],"limit":${postPageSchema.shape.limit.parse(limit)}}`));
  return Buffer.concat(parts);
}
