import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';

/**
 * How much of the seeded activity each person's list holds. The live server keeps every entry; a demo
 * needs the latest ones, so each kind is capped per recipient (and the set-based statements stay fast).
 */
export const NOTIFICATION_CAPS = {
  /** FOLLOWER: the latest follows a person received. */
  followers: 30,
  /** COMMENT: the latest comments of others on a person's posts. */
  comments: 30,
  /** LIKE_POST: the likes of a person's latest this many liked posts… */
  likedPosts: 3,
  /** …grouped by post and UTC day, the latest this many groups… */
  likeDays: 20,
  /** …each naming its latest this many likers. */
  likers: 50,
  /** LIKE_COMMENT: the latest likes of a person's comments. */
  commentLikes: 20,
  /** NEW_POST: the latest posts of the talents a person follows, published after they followed. */
  newPosts: 5,
} as const;

/** Entries of the last this many days of the seeded timeline are unread… */
const UNREAD_DAYS = 2;
/** …and so is each person's newest few, whenever it happened: any seeded account shows a badge. */
const UNREAD_NEWEST = 3;

const at = (now: Date) => `'${now.toISOString()}'::timestamptz`;

type Flag = 'notify_followers' | 'notify_photos_videos' | 'notify_following';

/**
 * What the live listeners check before they write (notifications.service.ts): not one's own doing, the
 * recipient's flag on (a person without a profile row allows nothing, as `allowsNotification`), no block
 * either way.
 */
const allowed = (recipient: string, actor: string, flag: Flag) => `${recipient} <> ${actor}
  and exists (select 1 from user_profiles up where up.user_id = ${recipient} and up.${flag})
  and not exists (select 1 from blocks b where b.blocker_id = ${recipient} and b.blocked_id = ${actor})
  and not exists (select 1 from blocks b where b.blocker_id = ${actor} and b.blocked_id = ${recipient})`;

/** Each talent's newest live posts (`where`: which), numbered n = 1, 2… newest first. */
const newestPosts = (where: string, cap: number) => `
  select x.id, x.author_id, x.created_at, x.n
  from (
    select p.id, p.author_id, p.created_at,
      row_number() over (partition by p.author_id order by p.created_at desc, p.id desc) as n
    from posts p
    where p.deleted_at is null and ${where}
  ) as x
  where x.n <= ${cap}`;

/**
 * Each kind's rows of seed_notice, one per entry and actor, as the listeners would have written them,
 * capped: `entry_at` is when the entry last happened (its latest actor), `is_latest` marks that actor.
 */
function candidates(): Record<string, string> {
  const c = NOTIFICATION_CAPS;
  const utcDay = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;
  return {
    FOLLOWER: `
      select x.followed_id, 'FOLLOWER', 'FOLLOWER:' || x.follower_id, null::bigint, null::bigint, x.follower_id,
        x.created_at, x.created_at, true
      from (
        select f.followed_id, f.follower_id, f.created_at,
          row_number() over (partition by f.followed_id order by f.created_at desc, f.follower_id desc) as n
        from follows f
        where ${allowed('f.followed_id', 'f.follower_id', 'notify_followers')}
      ) as x
      where x.n <= ${c.followers}`,
    COMMENT: `
      select x.recipient, 'COMMENT', 'COMMENT:' || x.id, x.post_id, x.id, x.author_id, x.created_at, x.created_at, true
      from (
        select c.id, c.post_id, c.author_id, c.created_at, p.author_id as recipient,
          row_number() over (partition by p.author_id order by c.created_at desc, c.id desc) as n
        from comments c
        join posts p on p.id = c.post_id and p.deleted_at is null
        where ${allowed('p.author_id', 'c.author_id', 'notify_photos_videos')}
      ) as x
      where x.n <= ${c.comments}`,
    LIKE_COMMENT: `
      select x.recipient, 'LIKE_COMMENT', 'LIKE_COMMENT:' || x.comment_id || ':' || x.user_id, x.post_id,
        x.comment_id, x.user_id, x.created_at, x.created_at, true
      from (
        select r.comment_id, r.user_id, r.created_at, c.post_id, c.author_id as recipient,
          row_number() over (partition by c.author_id order by r.created_at desc, r.comment_id desc, r.user_id desc)
            as n
        from comment_reactions r
        join comments c on c.id = r.comment_id
        join posts p on p.id = c.post_id and p.deleted_at is null
        where ${allowed('c.author_id', 'r.user_id', 'notify_photos_videos')}
      ) as x
      where x.n <= ${c.commentLikes}`,
    // likes_count is exact here: the likes step generated exactly that many likes for each post.
    LIKE_POST: `
      with liked as (${newestPosts('p.likes_count > 0', c.likedPosts)}),
      likes as (
        select l.author_id as recipient, r.post_id, r.user_id, r.created_at, ${utcDay('r.created_at')} as day
        from post_reactions r
        join liked l on l.id = r.post_id
        where ${allowed('l.author_id', 'r.user_id', 'notify_photos_videos')}
      ), days as (
        select x.post_id, x.day
        from (
          select recipient, post_id, day,
            row_number() over (partition by recipient order by max(created_at) desc, post_id desc, day desc) as n
          from likes
          group by recipient, post_id, day
        ) as x
        where x.n <= ${c.likeDays}
      )
      select x.recipient, 'LIKE_POST', 'LIKE_POST:' || x.post_id || ':' || x.day, x.post_id, null::bigint, x.user_id,
        x.created_at, x.entry_at, x.n = 1
      from (
        select k.*,
          row_number() over (partition by k.post_id, k.day order by k.created_at desc, k.user_id desc) as n,
          max(k.created_at) over (partition by k.post_id, k.day) as entry_at
        from likes k
        join days d on d.post_id = k.post_id and d.day = k.day
      ) as x
      where x.n <= ${c.likers}`,
    // A follower's newest entries are among the newest posts of the talents they follow who published
    // last (after the follow: a follow made later did not hear of them), so those suffice.
    NEW_POST: `
      with newest as (${newestPosts('p.shared_post_id is null', c.newPosts)}),
      heard as (
        select y.follower_id, y.followed_id, y.since
        from (
          select f.follower_id, f.followed_id, f.created_at as since,
            row_number() over (partition by f.follower_id order by l.created_at desc, l.id desc) as n
          from follows f
          join newest l on l.author_id = f.followed_id and l.n = 1 and l.created_at >= f.created_at
          where ${allowed('f.follower_id', 'f.followed_id', 'notify_following')}
        ) as y
        where y.n <= ${c.newPosts}
      )
      select x.follower_id, 'NEW_POST', 'NEW_POST:' || x.id, x.id, null::bigint, x.author_id, x.created_at,
        x.created_at, true
      from (
        select h.follower_id, l.id, l.author_id, l.created_at,
          row_number() over (partition by h.follower_id order by l.created_at desc, l.id desc) as n
        from heard h
        join newest l on l.author_id = h.followed_id and l.created_at >= h.since
      ) as x
      where x.n <= ${c.newPosts}`,
  };
}

/**
 * The notifications the live server would have written for the seeded activity (FOLLOWER, COMMENT,
 * LIKE_POST by post and UTC day, LIKE_COMMENT, NEW_POST; the group keys of notification-rules.ts), dated
 * when their cause happened (a grouped entry: its latest actor), the latest of each kind per recipient
 * (NOTIFICATION_CAPS). The last days of the timeline and each person's newest few are unread, the rest
 * read. Set-based: one statement per kind into a temporary table, then one writing the entries (ids in
 * time order, as the live server's would be) and their actors. Nobody is queued for the e-mail while
 * away: the seeded addresses are not real.
 */
export async function insertNotifications(db: Db, now: Date): Promise<void> {
  await db.execute(sql`create temp table seed_notice (recipient_id bigint not null, type text not null,
    group_key text not null, post_id bigint, comment_id bigint, actor_id bigint not null,
    acted_at timestamptz not null, entry_at timestamptz not null, is_latest boolean not null) on commit drop`);
  for (const select of Object.values(candidates())) {
    await db.execute(
      sql.raw(`insert into seed_notice (recipient_id, type, group_key, post_id, comment_id, actor_id, acted_at,
        entry_at, is_latest) ${select}`),
    );
  }
  await db.execute(sql`analyze seed_notice`);
  await db.execute(
    sql.raw(`
    with numbered as materialized (
      select dense_rank() over (order by s.entry_at, s.recipient_id, s.group_key) as id, s.*
      from seed_notice s
    ), entries as (
      insert into notifications (id, recipient_id, type, group_key, post_id, comment_id, is_read, created_at)
      overriding system value
      select e.id, e.recipient_id, e.type, e.group_key, e.post_id, e.comment_id,
        e.entry_at <= ${at(now)} - interval '${UNREAD_DAYS} days' and e.newest > ${UNREAD_NEWEST}, e.entry_at
      from (
        select n.*, row_number() over (partition by n.recipient_id order by n.entry_at desc, n.id desc) as newest
        from numbered n
        where n.is_latest
      ) as e
      order by e.id
    )
    insert into notification_actors (notification_id, actor_id, created_at)
    select id, actor_id, acted_at from numbered`),
  );
  await db.execute(sql`drop table seed_notice`);
}
