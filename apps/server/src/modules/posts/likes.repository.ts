import { eq, sql, type SQL } from 'drizzle-orm';
import { isTrue, queryRows, type Db } from '../../db/client.ts';
import { comments } from '../../db/schema/comments.ts';
import { posts } from '../../db/schema/posts.ts';
import { commentReactions, postReactions } from '../../db/schema/reactions.ts';
import { visibleTo } from '../graph/visibility.ts';
import { likedPost } from './reacted.ts';

/** The two kinds of likeable object, each with its reaction table and the counter it moves. */
const targets = {
  post: {
    reactions: postReactions,
    objectId: postReactions.postId,
    owner: posts,
    ownerId: posts.id,
    counter: posts.likesCount,
  },
  comment: {
    reactions: commentReactions,
    objectId: commentReactions.commentId,
    owner: comments,
    ownerId: comments.id,
    counter: comments.likesCount,
  },
} as const;

export type LikeTarget = keyof typeof targets;

export interface LikeChange {
  /** 1 when the like was added or removed, 0 when it already was as asked (a repeated or concurrent request). */
  changed: number;
  likesCount: number;
}

/** A live post the viewer may see, as a like needs it (author, liked already), in one statement; else null. */
export async function postToLike(db: Db, viewerId: number, postId: number) {
  const [row] = await queryRows<{ author_id: number | string; reacted: boolean | string; visible: boolean | string }>(
    db,
    sql`select ${posts.authorId} as author_id, (${posts.likesCount} > 0 and ${likedPost(posts.id, viewerId)}) as reacted,
        (${posts.authorId} = ${viewerId} or ${visibleTo(viewerId).shows(posts.authorId)}) as visible
      from ${posts} where ${posts.id} = ${postId} and ${posts.deletedAt} is null`,
  );
  return row && isTrue(row.visible) ? { authorId: Number(row.author_id), reacted: isTrue(row.reacted) } : null;
}

/** Likes of one kind of object: one row per person and object (the primary key), never two. */
export function createLikesRepository(db: Db, target: LikeTarget) {
  const { reactions, objectId, owner, ownerId, counter } = targets[target];

  /** The like's row, its counter (by the rows `write` really changed) and the count after: one statement. */
  async function change(write: SQL, id: number, delta: 1 | -1): Promise<LikeChange> {
    const column = sql.identifier(counter.name);
    const [row] = await queryRows<{ changed: number; likes: number }>(
      db,
      sql`with changed as (${write}), moved as (
          update ${owner} set ${column} = ${counter} + ${delta}::int
          where ${eq(ownerId, id)} and exists (select 1 from changed)
          returning ${column} as likes)
        select (select count(*) from changed)::int as changed,
          coalesce((select likes from moved), (select ${counter} from ${owner} where ${eq(ownerId, id)}), 0)::int as likes`,
    );
    return { changed: row?.changed ?? 0, likesCount: row?.likes ?? 0 };
  }

  return {
    add(id: number, userId: number): Promise<LikeChange> {
      // A comment's like carries the comment's post, read in the same statement.
      const write =
        target === 'comment'
          ? sql`insert into ${commentReactions} (comment_id, post_id, user_id)
              select ${comments.id}, ${comments.postId}, ${userId}::bigint from ${comments} where ${eq(comments.id, id)}
              on conflict do nothing returning 1`
          : sql`insert into ${postReactions} (post_id, user_id) values (${id}, ${userId})
              on conflict do nothing returning 1`;
      return change(write, id, 1);
    },

    remove(id: number, userId: number): Promise<LikeChange> {
      return change(
        sql`delete from ${reactions} where ${objectId} = ${id} and ${reactions.userId} = ${userId} returning 1`,
        id,
        -1,
      );
    },

    async count(id: number): Promise<number> {
      const [row] = await db.select({ likes: counter }).from(owner).where(eq(ownerId, id));
      return row?.likes ?? 0;
    },
  };
}
