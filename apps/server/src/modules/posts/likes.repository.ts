import { eq, sql, type SQL } from 'drizzle-orm';
import { isTrue, type Db } from '../../db/client.ts';
import { preparedSql } from '../../db/prepared-sql.ts';
import { comments } from '../../db/schema/comments.ts';
import { posts } from '../../db/schema/posts.ts';
import { commentReactions, postReactions } from '../../db/schema/reactions.ts';
import { visibleTo } from '../graph/visibility.ts';
import { likedPost } from './reacted.ts';

/** The two kinds of likeable object, each with its reaction table and the counter it moves. */
const targets = {
  post: {
    owner: posts,
    ownerId: posts.id,
    counter: posts.likesCount,
  },
  comment: {
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

const viewerSlot = sql.placeholder('viewer');
const idSlot = sql.placeholder('id');
const userSlot = sql.placeholder('user');

const readPostToLike = preparedSql<{
  author_id: number | string;
  reacted: boolean | string;
  visible: boolean | string;
}>(
  () => sql`select ${posts.authorId} as author_id, (${posts.likesCount} > 0 and ${likedPost(posts.id, viewerSlot)}) as reacted,
      (${posts.authorId} = ${viewerSlot} or ${visibleTo(viewerSlot as unknown as number).shows(posts.authorId)}) as visible
    from ${posts} where ${posts.id} = ${sql.placeholder('post')} and ${posts.deletedAt} is null`,
);

/** A live post the viewer may see, as a like needs it (author, liked already), in one statement; else null. */
export async function postToLike(db: Db, viewerId: number, postId: number) {
  const [row] = await readPostToLike(db, { viewer: viewerId, post: postId });
  return row && isTrue(row.visible) ? { authorId: Number(row.author_id), reacted: isTrue(row.reacted) } : null;
}

/** The like's row, its counter (by the rows `write` really changed) and the count after: one statement. */
function changeStatement(target: LikeTarget, write: SQL, delta: 1 | -1) {
  const { owner, ownerId, counter } = targets[target];
  const column = sql.identifier(counter.name);
  return preparedSql<{ changed: number; likes: number }>(
    () => sql`with changed as (${write}), moved as (
        update ${owner} set ${column} = ${counter} + ${sql.raw(String(delta))}::int
        where ${eq(ownerId, idSlot)} and exists (select 1 from changed)
        returning ${column} as likes)
      select (select count(*) from changed)::int as changed,
        coalesce((select likes from moved), (select ${counter} from ${owner} where ${eq(ownerId, idSlot)}), 0)::int as likes`,
  );
}

// Each kind's like and unlike, written once (a comment's like carries the comment's post, read in the statement).
const changes = {
  post: {
    add: changeStatement(
      'post',
      sql`insert into ${postReactions} (post_id, user_id) values (${idSlot}, ${userSlot}) on conflict do nothing returning 1`,
      1,
    ),
    remove: changeStatement(
      'post',
      sql`delete from ${postReactions} where ${postReactions.postId} = ${idSlot} and ${postReactions.userId} = ${userSlot} returning 1`,
      -1,
    ),
  },
  comment: {
    add: changeStatement(
      'comment',
      sql`insert into ${commentReactions} (comment_id, post_id, user_id)
        select ${comments.id}, ${comments.postId}, ${userSlot}::bigint from ${comments} where ${eq(comments.id, idSlot)}
        on conflict do nothing returning 1`,
      1,
    ),
    remove: changeStatement(
      'comment',
      sql`delete from ${commentReactions} where ${commentReactions.commentId} = ${idSlot} and ${commentReactions.userId} = ${userSlot} returning 1`,
      -1,
    ),
  },
} as const;

/** Likes of one kind of object: one row per person and object (the primary key), never two. */
export function createLikesRepository(db: Db, target: LikeTarget) {
  const { owner, ownerId, counter } = targets[target];

  async function change(write: 'add' | 'remove', id: number, userId: number): Promise<LikeChange> {
    const [row] = await changes[target][write](db, { id, user: userId });
    return { changed: row?.changed ?? 0, likesCount: row?.likes ?? 0 };
  }

  return {
    add: (id: number, userId: number): Promise<LikeChange> => change('add', id, userId),

    remove: (id: number, userId: number): Promise<LikeChange> => change('remove', id, userId),

    async count(id: number): Promise<number> {
      const [row] = await db.select({ likes: counter }).from(owner).where(eq(ownerId, id));
      return row?.likes ?? 0;
    },
  };
}
