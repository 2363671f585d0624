import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { posts } from '../../db/schema/posts.ts';
import type { Visibility } from '../graph/visibility.ts';
import type { PostRecord } from '../posts/post-rows.ts';
import { likedPost } from '../posts/reacted.ts';

// What a list's page statement reads besides its posts (decision 0005), so a page costs one statement.

/** A share's original, joined to its share's row (`left join`): its columns, not a JSON built per row. */
export const original = alias(posts, 'original');

/** A share's original as the viewer may see it: live, its author visible (else its columns are null). */
export const originalJoin = (seen: Visibility): SQL =>
  and(eq(original.id, posts.sharedPostId), isNull(original.deletedAt), seen.shows(original.authorId))!;

/** The original's columns in a page's row (no card: the kept ones give it); no probe for a post nobody liked. */
export const originalColumns = (viewerId: number) => ({
  originalId: original.id,
  originalAuthorId: original.authorId,
  originalDescription: original.description,
  originalVideoId: original.videoId,
  originalVideoFileId: original.videoFileId,
  originalSharedPostId: original.sharedPostId,
  originalLikesCount: original.likesCount,
  originalCommentsCount: original.commentsCount,
  originalSharesCount: original.sharesCount,
  originalCreatedAt: original.createdAt,
  originalEditedAt: original.editedAt,
  originalReacted: sql<boolean>`(case when ${original.likesCount} > 0
    then ${likedPost(sql`${original}.id`, viewerId)} else false end)`,
});

type OriginalRow = { [K in keyof ReturnType<typeof originalColumns>]: unknown };

/** A page's row with its original's columns: its record, given `sharedOriginal` (null: none, or not visible). */
export function withSharedOriginal(row: PostRecord & OriginalRow): PostRecord {
  row.sharedOriginal =
    row.originalId === null
      ? null
      : {
          id: Number(row.originalId),
          authorId: Number(row.originalAuthorId),
          author: null,
          description: row.originalDescription as string,
          videoId: row.originalVideoId as string | null,
          videoFileId: row.originalVideoFileId as number | null,
          sharedPostId: row.originalSharedPostId as number | null,
          likesCount: row.originalLikesCount as number,
          commentsCount: row.originalCommentsCount as number,
          sharesCount: row.originalSharesCount as number,
          createdAt: row.originalCreatedAt as Date,
          editedAt: row.originalEditedAt as Date | null,
          deletedAt: null,
          reacted: row.originalReacted === true,
        };
  return row;
}
