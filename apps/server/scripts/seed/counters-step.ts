import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';

/**
 * Sets every denormalised counter to the number of rows it counts, set-based, touching only rows whose
 * value differs (the generating statements already wrote most of them exactly; re-counting makes the
 * seed's result true by construction rather than by arithmetic). Same meanings as db/counters.ts:
 * posts_count counts live posts including shares; shares_count counts live shares.
 */
export async function setCounters(db: Db): Promise<void> {
  await db.execute(sql`
    update users u
    set posts_count = n.posts, followers_count = n.followers, following_count = n.following
    from (
      select x.id, coalesce(p.n, 0) as posts, coalesce(fr.n, 0) as followers, coalesce(fg.n, 0) as following
      from users x
      left join (select author_id, count(*)::int as n from posts where deleted_at is null group by author_id) p
        on p.author_id = x.id
      left join (select followed_id, count(*)::int as n from follows group by followed_id) fr on fr.followed_id = x.id
      left join (select follower_id, count(*)::int as n from follows group by follower_id) fg on fg.follower_id = x.id
    ) n
    where u.id = n.id
      and (u.posts_count, u.followers_count, u.following_count) is distinct from (n.posts, n.followers, n.following)`);

  await db.execute(sql`
    update posts p
    set likes_count = n.likes, comments_count = n.comments, shares_count = n.shares
    from (
      select x.id, coalesce(l.n, 0) as likes, coalesce(c.n, 0) as comments, coalesce(s.n, 0) as shares
      from posts x
      left join (select post_id, count(*)::int as n from post_reactions group by post_id) l on l.post_id = x.id
      left join (select post_id, count(*)::int as n from comments group by post_id) c on c.post_id = x.id
      left join (
        select shared_post_id, count(*)::int as n from posts
        where shared_post_id is not null and deleted_at is null group by shared_post_id
      ) s on s.shared_post_id = x.id
    ) n
    where p.id = n.id
      and (p.likes_count, p.comments_count, p.shares_count) is distinct from (n.likes, n.comments, n.shares)`);

  await db.execute(sql`
    update comments c
    set likes_count = n.likes
    from (
      select x.id, coalesce(l.n, 0) as likes
      from comments x
      left join (select comment_id, count(*)::int as n from comment_reactions group by comment_id) l
        on l.comment_id = x.id
    ) n
    where c.id = n.id and c.likes_count <> n.likes`);

  await db.execute(sql`
    insert into post_stats (id, live_posts) values (1, (select count(*) from posts where deleted_at is null))
    on conflict (id) do update set live_posts = excluded.live_posts`);
}

/** Identity sequences continue after the ids the seed chose, so the app's next insert does not collide. */
export async function advanceSequences(db: Db): Promise<void> {
  for (const table of ['users', 'posts', 'comments', 'notifications']) {
    await db.execute(
      sql.raw(
        `select setval(pg_get_serial_sequence('${table}', 'id'), greatest(1, (select coalesce(max(id), 0) from ${table})), (select count(*) > 0 from ${table}))`,
      ),
    );
  }
}
