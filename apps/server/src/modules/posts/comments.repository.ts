import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import { COMMENTS_PAGE_SIZE, EMBEDDED_COMMENTS } from '@vitrina/contract/post-limits';
import { queryRows, type Db } from '../../db/client.ts';
import { comments } from '../../db/schema/comments.ts';
import { posts } from '../../db/schema/posts.ts';
import { likedComment } from './reacted.ts';
import { idArray } from '../../db/id-list.ts';
import { limitText } from '../../db/order.ts';
import type { Visibility } from '../graph/visibility.ts';
import { authorCard, type AuthorCardRow } from '../profiles/author-card.ts';

/** A comment as the lists read it, with the post's owner (who may delete it) and the viewer's like. */
export interface CommentRecord {
  id: number;
  postId: number;
  authorId: number;
  /** The commenter's public card, read with the comment (null when the account is gone). */
  author: AuthorCardRow | null;
  postAuthorId: number;
  body: string;
  likesCount: number;
  createdAt: Date;
  editedAt: Date | null;
  reacted: boolean;
}

const reactedBy = (viewerId: number) => likedComment(sql`${comments}.id`, viewerId);

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

/** Each post's first live comments for anyone, with their version from the same snapshot (decision 0034). */
export async function listFirstForAnyone(db: Db, postIds: readonly number[]) {
  const rows = await queryRows<{ post_id: number; author_id: number; version: number; comments: unknown }>(
    db,
    sql`select p.id as post_id, p.author_id, p.comments_version as version,
        (select coalesce(json_agg(json_build_object('id', c.id, 'post_id', c.post_id, 'author_id', c.author_id,
          'body', c.body, 'likes_count', c.likes_count, 'created_at', c.created_at, 'edited_at', c.edited_at) order by c.id), '[]'::json)
        from (select * from ${comments} c where c.post_id = p.id and c.removed_at is null
          order by c.id limit ${limitText(EMBEDDED_COMMENTS)}) c) as comments
      from ${posts} p where p.id = any(${idArray(postIds)})`,
  );
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

export function createCommentsRepository(db: Db) {
  const columns = (viewerId: number) => ({
    id: comments.id,
    postId: comments.postId,
    authorId: comments.authorId,
    author: authorCard(comments.authorId),
    postAuthorId: posts.authorId,
    body: comments.body,
    likesCount: comments.likesCount,
    createdAt: comments.createdAt,
    editedAt: comments.editedAt,
    reacted: reactedBy(viewerId),
  });

  return {
    async insert(postId: number, authorId: number, body: string): Promise<number> {
      const [row] = await db.insert(comments).values({ postId, authorId, body }).returning({ id: comments.id });
      if (!row) throw new Error('comment insert returned nothing');
      return row.id;
    },

    /** A comment on a live post, as the viewer sees it (null when missing, removed, or its post is deleted). */
    async find(viewerId: number, id: number): Promise<CommentRecord | null> {
      const [row] = await db
        .select(columns(viewerId))
        .from(comments)
        .innerJoin(posts, eq(posts.id, comments.postId))
        .where(and(eq(comments.id, id), isNull(comments.removedAt), sql`${posts.deletedAt} is null`))
        .limit(1);
      return row ?? null;
    },

    /** A page of a post's comments by people visible to the viewer, oldest first, and their number. */
    async listPage(seen: Visibility, postId: number, page: number): Promise<{ rows: CommentRecord[]; count: number }> {
      // A comment the moderators removed is in no list and no count (issue 28).
      const where = and(eq(comments.postId, postId), isNull(comments.removedAt), seen.shows(comments.authorId));
      const [rows, [total]] = await Promise.all([
        db
          .select(columns(seen.viewerId))
          .from(comments)
          .innerJoin(posts, eq(posts.id, comments.postId))
          .where(where)
          .orderBy(asc(comments.id))
          .limit(COMMENTS_PAGE_SIZE)
          .offset((page - 1) * COMMENTS_PAGE_SIZE),
        db.select({ total: count() }).from(comments).where(where),
      ]);
      return { rows, count: total?.total ?? 0 };
    },

    /**
     * The first comments of each post (oldest first, by people visible to the viewer), for a whole page of
     * posts in one statement: a lateral index range of (post, id) per post, never every comment.
     */
    async listFirst(seen: Visibility, postIds: readonly number[]): Promise<CommentRecord[]> {
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
    },

    async updateBody(id: number, body: string): Promise<void> {
      await db.update(comments).set({ body, editedAt: new Date() }).where(eq(comments.id, id));
    },

    /** Deletes a comment (its likes go with it); 0 when a concurrent delete won. */
    async delete(id: number): Promise<number> {
      const rows = await db.delete(comments).where(eq(comments.id, id)).returning({ id: comments.id });
      return rows.length;
    },

    async commentsCountOf(postId: number): Promise<number> {
      const [row] = await db.select({ total: posts.commentsCount }).from(posts).where(eq(posts.id, postId));
      return row?.total ?? 0;
    },
  };
}

export type CommentsRepository = ReturnType<typeof createCommentsRepository>;
