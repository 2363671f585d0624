import type { Comment, Post, SharedOriginal } from '@vitrina/contract/posts';
import type { Db } from '../../db/client.ts';
import type { PostFileRow } from '../../db/schema/post-files.ts';
import type { UserDirectory } from '../users/user-directory.ts';
import { createCommentsRepository, type CommentRecord } from './comments.repository.ts';
import { toComment, toPost, toSharedOriginal } from './posts.mapper.ts';
import { createPostsRepository, type PostRecord } from './posts.repository.ts';

export interface PostReaderDeps {
  db: Db;
  directory: Pick<UserDirectory, 'listAuthors'>;
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

/**
 * Turns a page of post rows into the contract's posts with everything a post block shows: files, the
 * first comments, authors, and the original of each share. A fixed number of statements whatever the
 * page holds (originals, files, first comments, authors: one each), never one per post.
 */
export function createPostReader({ db, directory }: PostReaderDeps) {
  const postsRepository = createPostsRepository(db);
  const commentsRepository = createCommentsRepository(db);

  return {
    async assemble(viewerId: number, records: readonly PostRecord[]): Promise<Post[]> {
      if (records.length === 0) return [];
      const sharedIds = [...new Set(records.flatMap((r) => (r.sharedPostId === null ? [] : [r.sharedPostId])))];
      // Originals the viewer may see: live, by someone not in a block with the viewer.
      const originals = await postsRepository.listVisibleById(viewerId, sharedIds);
      const [files, firstComments] = await Promise.all([
        postsRepository.listFiles([...records, ...originals].map((r) => r.id)),
        commentsRepository.listFirst(
          viewerId,
          records.map((r) => r.id),
        ),
      ]);
      const authors = await directory.listAuthors([
        ...records.map((r) => r.authorId),
        ...originals.map((r) => r.authorId),
        ...firstComments.map((c) => c.authorId),
      ]);
      const filesOf = groupBy<PostFileRow>(files, (f) => f.postId);
      const commentsOf = groupBy<CommentRecord>(firstComments, (c) => c.postId);
      const commentsFor = (postId: number): Comment[] =>
        (commentsOf.get(postId) ?? []).flatMap((c) => {
          const author = authors.get(c.authorId);
          return author ? [toComment(c, author, viewerId)] : [];
        });

      const originalById = new Map<number, SharedOriginal>();
      for (const original of originals) {
        const author = authors.get(original.authorId);
        if (!author) continue;
        originalById.set(
          original.id,
          toSharedOriginal(original, { author, files: filesOf.get(original.id) ?? [], comments: [] }, viewerId),
        );
      }
      return records.flatMap((record) => {
        const author = authors.get(record.authorId);
        if (!author) return [];
        const shared = record.sharedPostId === null ? null : (originalById.get(record.sharedPostId) ?? null);
        const parts = { author, files: filesOf.get(record.id) ?? [], comments: commentsFor(record.id) };
        return [toPost(record, parts, viewerId, shared)];
      });
    },
  };
}

export type PostReader = ReturnType<typeof createPostReader>;
