import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { postFiles } from '../../db/schema/post-files.ts';
import { posts } from '../../db/schema/posts.ts';

/** A file of one of my live posts, as another module attaches it (an application's items). */
export interface OwnPostFile {
  id: number;
  kind: 'photo' | 'document';
  name: string;
  displayName: string;
}

/** Among `ids`, the files of `ownerId`'s posts not deleted; another person's or a deleted post's are left out. */
export async function findOwnPostFiles(db: Db, ownerId: number, ids: readonly number[]): Promise<OwnPostFile[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: postFiles.id, kind: postFiles.kind, name: postFiles.name, displayName: postFiles.displayName })
    .from(postFiles)
    .innerJoin(posts, eq(posts.id, postFiles.postId))
    .where(and(inArray(postFiles.id, [...ids]), eq(postFiles.authorId, ownerId), isNull(posts.deletedAt)));
  return rows.map((row) => ({ ...row, kind: row.kind === 'FILE' ? 'document' : 'photo' }));
}
