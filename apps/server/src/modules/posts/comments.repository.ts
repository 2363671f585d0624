import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import { COMMENTS_PAGE_SIZE } from '@vitrina/contract/post-limits';
import { queryRows, type Db } from '../../db/client.ts';
import { counterMove } from '../../db/counters.ts';
import { comments } from '../../db/schema/comments.ts';
import { posts } from '../../db/schema/posts.ts';
import { likedComment } from './reacted.ts';
import { seesPerson, type Visibility } from '../graph/visibility.ts';
import { authorCard, type AuthorCardRow } from '../profiles/author-card.ts';
import type { CommentRecord } from './post-rows.ts';

const reactedBy = (viewerId: number) => likedComment(sql`${comments}.id`, viewerId);

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
    /** A comment on a live post the viewer sees, its count moved, answered as `find` would: one statement. */
    async insertOnVisiblePost(seen: Visibility, postId: number, body: string): Promise<CommentRecord | null> {
      const [row] = await queryRows<{
        id: number | string;
        post_author_id: number | string;
        created_at: Date | string;
        author: AuthorCardRow | null;
      }>(
        db,
        sql`with target as (
            select ${posts.id} as id, ${posts.authorId} as author_id from ${posts}
            where ${posts.id} = ${postId} and ${posts.deletedAt} is null and ${seesPerson(seen, posts.authorId)}
          ), added as (
            insert into ${comments} (post_id, author_id, body) select id, ${seen.viewerId}, ${body} from target
            returning id, author_id, created_at
          ), moved as (
            ${counterMove('postComments', sql`(select id from target)`, sql`(select count(*) from added)::int`)}
          )
          select added.id, target.author_id as post_author_id, added.created_at,
            ${authorCard(sql`added.author_id`)} as author
          from added, target`,
      );
      if (!row) return null;
      return {
        id: Number(row.id),
        postId,
        authorId: seen.viewerId,
        author: row.author,
        postAuthorId: Number(row.post_author_id),
        body,
        likesCount: 0,
        createdAt: new Date(row.created_at),
        editedAt: null,
        reacted: false,
      };
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
      // A comment the moderators removed is in no list and no count.
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
