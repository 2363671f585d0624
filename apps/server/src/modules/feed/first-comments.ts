import { sql } from 'drizzle-orm';
import { EMBEDDED_COMMENTS } from '@vitrina/contract/post-limits';
import { queryRows, type Db } from '../../db/client.ts';
import { idArray } from '../../db/id-list.ts';
import { preparedSql } from '../../db/prepared-sql.ts';
import { limitText } from '../../db/order.ts';
import { comments } from '../../db/schema/comments.ts';
import { posts } from '../../db/schema/posts.ts';
import type { Visibility } from '../graph/visibility.ts';
import { authorCard, type AuthorCardRow } from '../profiles/author-card.ts';
import type { CommentRecord } from '../posts/post-rows.ts';
import { likedComment } from '../posts/reacted.ts';

const dateOf = (value: unknown) => new Date(value as string | Date);

/** A comment row as `listFirst` and `listFirstForAnyone` give it → a record (the driver may answer JSON as text). */
function toCommentRecord(row: Record<string, unknown>, postAuthorId?: number): CommentRecord {
  return {
    id: Number(row.id),
    postId: Number(row.post_id),
    authorId: Number(row.author_id),
    author: (row.author as AuthorCardRow | undefined) ?? null,
    postAuthorId: postAuthorId ?? Number(row.post_author_id),
    body: String(row.body),
    likesCount: Number(row.likes_count),
    createdAt: dateOf(row.created_at),
    editedAt: row.edited_at === null ? null : dateOf(row.edited_at),
    reacted: row.reacted === true,
  };
}

const firstForAnyone = preparedSql<{ post_id: number; author_id: number; version: number; comments: unknown }>(
  () => sql`select p.id as post_id, p.author_id, p.comments_version as version,
      (select coalesce(json_agg(json_build_object('id', c.id, 'post_id', c.post_id, 'author_id', c.author_id,
        'body', c.body, 'likes_count', c.likes_count, 'created_at', c.created_at, 'edited_at', c.edited_at) order by c.id), '[]'::json)
      from (select * from ${comments} c where c.post_id = p.id and c.removed_at is null
        order by c.id limit ${limitText(EMBEDDED_COMMENTS)}) c) as comments
    from ${posts} p where p.id = any(${sql.placeholder('ids')}::bigint[])`,
);

/** Each post's first live comments for anyone, with their version from the same snapshot (decision 0005). */
export async function listFirstForAnyone(db: Db, postIds: readonly number[]) {
  const rows = await firstForAnyone(db, { ids: `{${postIds.join(',')}}` });
  return rows.map((row) => {
    const list = (typeof row.comments === 'string' ? JSON.parse(row.comments) : row.comments) as Array<
      Record<string, unknown>
    >;
    const postAuthorId = Number(row.author_id);
    return {
      postId: Number(row.post_id),
      version: Number(row.version),
      comments: list.map((c) => toCommentRecord(c, postAuthorId)),
    };
  });
}

/**
 * The first comments of each post (oldest first, by people visible to the viewer), for a whole page of
 * posts in one statement: a lateral index range of (post, id) per post, never every comment.
 */
export async function listFirst(db: Db, seen: Visibility, postIds: readonly number[]): Promise<CommentRecord[]> {
  if (postIds.length === 0) return [];
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select c.id, c.post_id, c.author_id, p.author_id as post_author_id, c.body, c.likes_count, c.created_at, c.edited_at,
          ${likedComment(sql`c.id`, seen.viewerId)} as reacted,
          ${authorCard(sql`c.author_id`)} as author
        from unnest(${idArray(postIds)}) as t(post_id)
        join ${posts} p on p.id = t.post_id
        cross join lateral (
          select * from ${comments} c where c.post_id = t.post_id and c.removed_at is null and ${seen.shows(sql`c.author_id`)}
          order by c.id limit ${EMBEDDED_COMMENTS}
        ) c
        order by c.post_id, c.id`,
  );
  return rows.map((row) => toCommentRecord(row));
}
