import { sql, type SQL } from 'drizzle-orm';
import { isTrue, type Db } from '../../db/client.ts';
import { preparedSql } from '../../db/prepared-sql.ts';
import { comments } from '../../db/schema/comments.ts';
import { posts } from '../../db/schema/posts.ts';
import { commentReactions, postReactions } from '../../db/schema/reactions.ts';
import { visibleToPlaceholder } from '../graph/visibility.ts';
import { likedComment, likedPost } from './reacted.ts';

export type LikeTarget = 'post' | 'comment';

/** A like's outcome; `changed` is false when the like already was as asked (a retry, or a click at once). */
export interface LikeChange {
  /** The liked object's author, and the post it is (or is on). */
  authorId: number;
  postId: number;
  reacted: boolean;
  changed: boolean;
  likesCount: number;
}

const viewer = sql`${sql.placeholder('viewer')}::bigint`;
const id = sql`${sql.placeholder('id')}::bigint`;
const seen = visibleToPlaceholder();
/** The viewer, or someone they may see (a suspended viewer is hidden from everyone, themselves included). */
const sees = (person: SQL) => sql`(${person} = ${viewer} or ${seen.shows(person)})`;

interface Kind {
  /** The live object the viewer may see: `author_id`, `post_id` and `had` (the viewer liked it). */
  target: SQL;
  insert: SQL;
  remove: SQL;
  owner: typeof posts | typeof comments;
}

const kinds: Record<LikeTarget, Kind> = {
  post: {
    target: sql`select p.author_id, p.id as post_id, (p.likes_count > 0 and ${likedPost(sql`p.id`, viewer)}) as had
      from ${posts} p where p.id = ${id} and p.deleted_at is null and ${sees(sql`p.author_id`)}`,
    insert: sql`insert into ${postReactions} (post_id, user_id) select ${id}, ${viewer} from wish where wish.liked`,
    remove: sql`delete from ${postReactions} r where r.post_id = ${id} and r.user_id = ${viewer}`,
    owner: posts,
  },
  comment: {
    target: sql`select c.author_id, c.post_id, (c.likes_count > 0 and ${likedComment(sql`c.id`, viewer)}) as had
      from ${comments} c join ${posts} p on p.id = c.post_id
      where c.id = ${id} and c.removed_at is null and p.deleted_at is null
        and ${sees(sql`c.author_id`)} and ${sees(sql`p.author_id`)}`,
    insert: sql`insert into ${commentReactions} (comment_id, post_id, user_id)
      select ${id}, target.post_id, ${viewer} from wish, target where wish.liked`,
    remove: sql`delete from ${commentReactions} r where r.comment_id = ${id} and r.user_id = ${viewer}`,
    owner: comments,
  },
};

/**
 * A like or an unlike in one statement: the object checked (live, visible), the wished state (none toggles), the
 * row written and the counter moved only by what the write really changed, so 20 clicks at once from one person
 * count once and from 20 people count 20. No row when the object is gone or hidden.
 */
const statement = (kind: Kind) =>
  preparedSql<{
    author_id: string | number;
    post_id: string | number;
    liked: boolean | string;
    changed: number;
    likes: number;
  }>(
    () => sql`with target as (${kind.target}),
      wish as (select coalesce(${sql.placeholder('wish')}::boolean, not had) as liked from target),
      added as (${kind.insert} on conflict do nothing returning 1),
      removed as (${kind.remove} and exists (select 1 from wish where not wish.liked) returning 1),
      changed as (select (select count(*) from added)::int - (select count(*) from removed)::int as delta),
      moved as (update ${kind.owner} set likes_count = likes_count + (select delta from changed)
        where id = ${id} and (select delta from changed) <> 0 returning likes_count)
      select target.author_id, target.post_id, wish.liked, abs((select delta from changed)) as changed,
        coalesce((select likes_count from moved), (select likes_count from ${kind.owner} where id = ${id}), 0)::int as likes
      from target, wish`,
  );

const statements = { post: statement(kinds.post), comment: statement(kinds.comment) };

/** Sets the viewer's like of a post or comment (`wish`; none toggles it); null when it is gone or hidden from them. */
export async function applyLike(
  db: Db,
  target: LikeTarget,
  viewerId: number,
  targetId: number,
  wish: boolean | undefined,
): Promise<LikeChange | null> {
  const [row] = await statements[target](db, { viewer: viewerId, id: targetId, wish: wish ?? null });
  if (!row) return null;
  return {
    authorId: Number(row.author_id),
    postId: Number(row.post_id),
    reacted: isTrue(row.liked),
    changed: Number(row.changed) > 0,
    likesCount: Number(row.likes),
  };
}
