import { sql, type SQL } from 'drizzle-orm';
import { posts } from '../../db/schema/posts.ts';
import type { Visibility } from '../graph/visibility.ts';
import type { AuthorCardRow } from '../profiles/author-card.ts';
import type { PostRecord } from './posts.repository.ts';
import { likedPost } from './reacted.ts';

// What a list's page statement reads besides its posts (decision 0031), so a page costs one statement.
// Qualified by hand: in a one-table select Drizzle writes its columns bare, which a subquery would take as its own.
const outer = sql`${posts}`;

/** A share's original as the viewer may see it (live, its author visible), else null; null for other posts; no card. */
export function sharedOriginalColumn(seen: Visibility): SQL<unknown> {
  return sql`(select json_build_object('id', o.id, 'author_id', o.author_id, 'description', o.description,
      'video_id', o.video_id, 'video_file_id', o.video_file_id, 'shared_post_id', o.shared_post_id,
      'likes_count', o.likes_count, 'comments_count', o.comments_count, 'shares_count', o.shares_count,
      'created_at', o.created_at, 'edited_at', o.edited_at,
      'reacted', ${likedPost(sql`o.id`, seen.viewerId)})
    from ${posts} o where o.id = ${outer}.shared_post_id and o.deleted_at is null and ${seen.shows(sql`o.author_id`)})`;
}

const dateOf = (value: unknown) => new Date(value as string | Date);

/** The value of `sharedOriginalColumn` → a record, or null. */
export function parseSharedOriginal(value: unknown): PostRecord | null {
  if (value === null || value === undefined) return null;
  const row = (typeof value === 'string' ? JSON.parse(value) : value) as Record<string, unknown>;
  return {
    id: Number(row.id),
    authorId: Number(row.author_id),
    author: (row.author as AuthorCardRow | undefined) ?? null,
    description: String(row.description),
    videoId: (row.video_id as string | null) ?? null,
    videoFileId: row.video_file_id === null ? null : Number(row.video_file_id),
    sharedPostId: row.shared_post_id === null ? null : Number(row.shared_post_id),
    likesCount: Number(row.likes_count),
    commentsCount: Number(row.comments_count),
    sharesCount: Number(row.shares_count),
    createdAt: dateOf(row.created_at),
    editedAt: row.edited_at === null ? null : dateOf(row.edited_at),
    deletedAt: null,
    reacted: row.reacted === true,
  };
}
