import { postPageSchema, postSchema, type Post } from '@vitrina/contract/posts';
import { createKept } from '../../platform/kept.ts';
import type { KeptRegistry } from '../../platform/kept-registry.ts';
import type { ownColumns, PostRecord } from '../posts/post-rows.ts';

/** Posts' checked JSON as a viewer with no part in them sees it, kept with its signature (decision 0005). */
export function createPostJsonCache(maxBytes: number, registry?: KeptRegistry) {
  const kept = createKept<number, Buffer>({
    name: 'post-json',
    bound: { bytes: maxBytes, sizeOf: (json, at) => 96 + 2 * String(at?.signature).length + json.length },
    freshness: { versioned: ['signature'] },
    registry,
  });
  return {
    get: (postId: number, signature: string): Buffer | undefined => kept.get(postId, { signature }),
    keep: (postId: number, signature: string, json: Buffer): void => kept.set(postId, json, { signature }),
  };
}

export type PostJsonCache = ReturnType<typeof createPostJsonCache>;

export const checkedJson = (post: Post): Buffer => Buffer.from(JSON.stringify(postSchema.parse(post)));

type OwnColumn = keyof ReturnType<typeof ownColumns>;

/** A page row's own columns, every one signed: a new column the JSON shows cannot be missed (versions.test.ts). */
export const signedColumns = Object.keys({
  id: 1,
  authorId: 1,
  description: 1,
  videoId: 1,
  videoFileId: 1,
  sharedPostId: 1,
  likesCount: 1,
  commentsCount: 1,
  sharesCount: 1,
  createdAt: 1,
  editedAt: 1,
  deletedAt: 1,
  reacted: 1,
} satisfies Record<OwnColumn, 1>) as OwnColumn[];

/** What in a page's row the neutral JSON depends on (files never change while a post is live). */
export function signatureOf(record: PostRecord, original: PostRecord | null): string {
  const shared = record.sharedPostId === null ? '' : original ? ownSignature(original) : 'gone';
  return `${ownSignature(record)}|${record.commentsVersion}|${record.cardEpoch}|${shared}`;
}

function ownSignature(record: PostRecord): string {
  let signature = '';
  for (const column of signedColumns) {
    const value = record[column];
    signature +=
      typeof value === 'string' ? `${value.length}:${value}.` : `${value instanceof Date ? value.getTime() : value}.`;
  }
  return signature;
}

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
