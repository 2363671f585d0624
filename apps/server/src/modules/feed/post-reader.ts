import type { Author, Comment, Post, SharedOriginal } from '@vitrina/contract/posts';
import type { Db } from '../../db/client.ts';
import type { PostFileRow } from '../../db/schema/post-files.ts';
import type { Visibility } from '../graph/visibility.ts';
import { listPostVideos } from '../media/video/post-videos.ts';
import { toAuthor, type AuthorCardRow } from '../profiles/author-card.ts';
import { toComment } from '../posts/comments.mapper.ts';
import type { CommentRecord, PostRecord } from '../posts/post-rows.ts';
import { listFirst, listFirstForAnyone } from './first-comments.ts';
import type { CommentCache } from './comment-cache.ts';
import type { CardCache } from './card-cache.ts';
import type { PostCache } from './post-cache.ts';
import { checkedJson, signatureOf, type PostJsonCache } from './post-json.ts';
import { createFeedRepository } from './feed.repository.ts';
import { toPost, toSharedOriginal } from './posts.mapper.ts';

export interface PostReaderDeps {
  db: Db;
  /** Posts' files kept between requests (decision 0005). */
  cache: PostCache;
  /** Kept for a list's rows. */
  cards: CardCache;
  comments: CommentCache;
  json: PostJsonCache;
}

type Carded = { authorId: number; author?: AuthorCardRow | null };

// A kept card is one object while kept: its contract shape is built once.
const authors = new WeakMap<AuthorCardRow, Author>();
function authorFrom(card: AuthorCardRow | null | undefined): Author | null {
  if (!card) return null;
  let author = authors.get(card);
  if (!author) authors.set(card, (author = toAuthor(card)));
  return author;
}

const groupBy = <T>(rows: readonly T[], key: (row: T) => number) => {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
};

/** Post rows → contract posts; a list's rows carry their originals and take kept cards and comments. */
export function createPostReader({ db, cache, cards, comments, json }: PostReaderDeps) {
  const postsRepository = createFeedRepository(db);

  /** A single post's original and first comments (of the posts that have any), by their own statements. */
  async function readParts(seen: Visibility, commentedIds: number[], sharedIds: number[]) {
    const [originals, firstComments] = await Promise.all([
      // Originals the viewer may see: live, by someone not in a block with the viewer.
      postsRepository.listVisibleById(seen, sharedIds),
      listFirst(db, seen, commentedIds),
    ]);
    return { originals, firstComments, exact: new Set(commentedIds), cardOf: (row: Carded) => row.author };
  }

  /** A list's rows carry their originals; first comments and cards come from the kept ones. */
  async function pageParts(seen: Visibility, records: readonly PostRecord[]) {
    const originals = records.flatMap((r) => r.sharedOriginal ?? []);
    const { firstComments, exact } = await pageComments(seen, records);
    const people = [...records, ...originals, ...firstComments].map((r) => r.authorId);
    const found = await cards.cardsOf(Number(records[0]!.cardEpoch), people);
    return { originals, firstComments, exact, cardOf: (row: Carded) => found.get(row.authorId) ?? null };
  }

  /** The page's first comments, and the posts whose list is the viewer's own (a commenter hidden from them). */
  async function pageComments(seen: Visibility, records: readonly PostRecord[]) {
    // A post whose counter is zero has no comment anyone may see (its counter moves in each comment's transaction).
    const commented = records.filter((r) => r.commentsCount > 0);
    const lists = new Map<number, CommentRecord[]>();
    const missing: number[] = [];
    for (const record of commented) {
      const held = comments.get(record.id, Number(record.commentsVersion));
      if (held) lists.set(record.id, held);
      else missing.push(record.id);
    }
    for (const read of missing.length > 0 ? await listFirstForAnyone(db, missing) : []) {
      comments.keep(read.postId, read.version, read.comments);
      lists.set(read.postId, read.comments);
    }
    const hidden = new Set((records[0]!.hiddenIds ?? []).map(Number));
    const forViewer = [...lists].filter(([, list]) => list.some((c) => hidden.has(c.authorId))).map(([id]) => id);
    for (const id of forViewer) lists.delete(id);
    const exact = forViewer.length > 0 ? await listFirst(db, seen, forViewer) : [];
    const reacted = new Set(commented.flatMap((r) => (r.likedComments ?? []).map(Number)));
    const shared = [...lists.values()].flat().map((c) => ({ ...c, reacted: reacted.has(c.id) }));
    return { firstComments: [...shared, ...exact], exact: new Set(forViewer) };
  }

  /** What a list's posts are built from: parts read or kept for the page, and how each post is built of them. */
  async function prepare(seen: Visibility, records: readonly PostRecord[]) {
    const { viewerId } = seen;
    const sharedIds = [...new Set(records.flatMap((r) => (r.sharedPostId === null ? [] : [r.sharedPostId])))];
    const postIds = records.map((r) => r.id);
    // A list's statement reads first comments and originals with its posts; a single post asks for them.
    const fromPage = records.every((r) => r.commentsVersion !== undefined && r.sharedOriginal !== undefined);
    const held = cache.filesOf([...postIds, ...sharedIds]);
    const [{ originals, firstComments, exact, cardOf }, read] = await Promise.all([
      fromPage
        ? pageParts(seen, records)
        : readParts(
            seen,
            records.filter((r) => r.commentsCount > 0).map((r) => r.id),
            sharedIds,
          ),
      postsRepository.listFiles(held.missing),
    ]);
    cache.keepFiles(held.missing, read);
    const files = [...[...held.found.values()].flat(), ...read];
    // Uploaded videos: one more statement, only for a page that has one.
    const videos = await listPostVideos(
      db,
      [...records, ...originals].map((r) => r.videoFileId),
    );
    const videoOf = (record: PostRecord) => (record.videoFileId === null ? null : videos.get(record.videoFileId));
    const filesOf = groupBy<PostFileRow>(files, (f) => f.postId);
    const commentsOf = groupBy<CommentRecord>(firstComments, (c) => c.postId);
    const commentsFor = (postId: number): Comment[] =>
      (commentsOf.get(postId) ?? []).flatMap((c) => {
        const author = authorFrom(cardOf(c));
        return author ? [toComment(c, author, viewerId)] : [];
      });

    const originalRecords = new Map(originals.map((original) => [original.id, original]));
    const originalById = new Map<number, SharedOriginal | null>();
    const sharedOf = (original: PostRecord): SharedOriginal | null => {
      if (!originalById.has(original.id)) {
        const author = authorFrom(cardOf(original));
        const parts = { files: filesOf.get(original.id) ?? [], comments: [], video: videoOf(original) };
        originalById.set(original.id, author ? toSharedOriginal(original, { author, ...parts }, viewerId) : null);
      }
      return originalById.get(original.id) ?? null;
    };
    const originalOf = (record: PostRecord) =>
      record.sharedPostId === null ? null : (originalRecords.get(record.sharedPostId) ?? null);
    // No like, post or comment of the viewer's, no list of their own, no video: as anyone sees it.
    const quiet = (r: { reacted: boolean; authorId: number }) => !r.reacted && r.authorId !== viewerId;
    const isNeutral = (record: PostRecord, original: PostRecord | null) =>
      fromPage &&
      quiet(record) &&
      record.videoFileId === null &&
      !exact.has(record.id) &&
      (commentsOf.get(record.id) ?? []).every(quiet) &&
      (original === null || (quiet(original) && original.videoFileId === null));
    const build = (record: PostRecord): Post | null => {
      const author = authorFrom(cardOf(record));
      if (!author) return null;
      const original = originalOf(record);
      const shared = original ? sharedOf(original) : null;
      const parts = {
        author,
        files: filesOf.get(record.id) ?? [],
        comments: commentsFor(record.id),
        video: videoOf(record),
      };
      return toPost(record, parts, viewerId, shared);
    };
    return { build, originalOf, isNeutral };
  }

  return {
    /** A post just written: its files (none, too), which never change while it is live. */
    remember: (postId: number, files: readonly PostFileRow[]) => cache.keepFiles([postId], files),

    async assemble(seen: Visibility, records: readonly PostRecord[]): Promise<Post[]> {
      if (records.length === 0) return [];
      const { build } = await prepare(seen, records);
      return records.flatMap((record) => build(record) ?? []);
    },

    /** A list page's posts as checked JSON; a neutral post's is kept and served again while its signature holds. */
    async assembleJson(seen: Visibility, records: readonly PostRecord[]): Promise<Buffer[]> {
      if (records.length === 0) return [];
      const { build, originalOf, isNeutral } = await prepare(seen, records);
      return records.flatMap((record) => {
        const original = originalOf(record);
        const neutral = isNeutral(record, original);
        const signature = neutral ? signatureOf(record, original) : '';
        const kept = neutral ? json.get(record.id, signature) : undefined;
        if (kept !== undefined) return [kept];
        const post = build(record);
        if (!post) return [];
        const text = checkedJson(post);
        if (neutral) json.keep(record.id, signature, text);
        return [text];
      });
    },
  };
}

export type PostReader = ReturnType<typeof createPostReader>;
