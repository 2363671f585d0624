import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../src/db/client.ts';
import type { Lookups } from './lookup-tables.ts';
import { postExpressions } from './posts-step.ts';
import { chooseSkew, pick, primeAbove, rnd, spread, stride, weight } from './sql-random.ts';

/** Share of a person's follows that go to the most followed talents (ranks 0, 1, 2… other than their own). */
const STAR_SHARE = 0.3;

const at = (now: Date) => `'${now.toISOString()}'::timestamptz`;

/** Share of comments written by someone of the post author's language (the rest: anyone's). */
const SAME_LANGUAGE = 0.8;

/** A text post that asks: a question before any full stop or exclamation ("¿Qué están leyendo? …"). */
const ASKS = `'^[^.!]*[?]'`;

/**
 * Generates each post's `comments_count` comments (ids in post order, oldest first within a post) by
 * anyone but the post's author, mostly by people of the author's language; each in the post's language
 * (whoever answers a post answers in its language), from the pool of the post's kind (a text post is
 * never told about its light; a question gets answers) and, but for documents and shares, the author's
 * category; and apportions `commentLikes` likes among them exactly.
 */
export async function insertComments(
  db: Db,
  plan: { users: number; commentLikes: number; now: Date },
  lookups: Lookups,
): Promise<void> {
  const [total] = await queryRows<{ n: string }>(db, sql`select coalesce(sum(comments_count), 0) as n from posts`);
  const skew = chooseSkew(plan.commentLikes, Math.max(1, Number(total?.n ?? 0)), plan.users - 1);
  if (skew === null) throw new Error('more comment likes than users can give');
  const { kindOf } = postExpressions(lookups.talents);
  const size = lookups.textSize;
  // A post's comments walk the pool from a start of the post's own: no comment repeats under a post
  // until the pool is used up.
  const walk = (n: number) => `((${pick('c.post_id', 24, n)} + c.j) % ${n})`;
  const bodyN = `(case c.kind when 'text' then ${walk(size.comment_text)}
    when 'question' then ${walk(size.comment_question)} when 'photo' then ${walk(size.comment_photo)}
    when 'video' then ${walk(size.comment_video)} when 'document' then ${walk(size.comment_document)}
    else ${walk(size.comment_share)} end)`;
  const speakers = `(case a.lang when 'es' then ${lookups.speakers.es} else ${lookups.speakers.en} end)`;
  const speaker = `${pick('c.cid', 26, `greatest(1, ${speakers} - 1)`)}`;
  await db.execute(
    sql.raw(`
    insert into comments (id, post_id, author_id, body, likes_count, created_at)
    overriding system value
    select c.cid, c.post_id, u.id, coalesce(b.body, ''), ${spread(plan.commentLikes, 'c.wcum', 'c.w', 'c.wtot')},
      c.created_at
    from (
      select x.*, sum(x.w) over w as wcum, sum(x.w) over () as wtot
      from (
        select n.cid, n.post_id, n.post_author, n.kind, n.j,
          1 + o.o + (o.o >= n.post_author - 1)::int as anyone,
          ${weight(rnd('n.cid', 22), skew)} as w,
          n.posted + least(${at(plan.now)} - n.posted, interval '30 days') * ((n.j + ${rnd('n.cid', 23)}) / n.cc)
            as created_at
        from (
          select row_number() over (order by p.id, j) as cid, p.id as post_id, p.created_at as posted,
            p.comments_count as cc, j, p.author_id as post_author,
            case when k.kind = 'text' and p.description ~ ${ASKS} then 'question' else k.kind end as kind
          from posts p
          cross join lateral (select ${kindOf('p')} as kind) as k
          cross join lateral generate_series(0, p.comments_count - 1) as j
          where p.comments_count > 0
        ) as n
        cross join lateral (select ${pick('n.cid', 21, plan.users - 1)} as o) as o
      ) as x
      window w as (order by x.cid)
    ) as c
    -- The post's author joins here, by hash: inside the numbered rows the planner kept the posts' order
    -- with a nested loop over every talent (15 s at 100,000 posts).
    join seed_talent a on a.id = c.post_author
    left join seed_speaker sp on sp.lang = a.lang and sp.rank = case
      when ${rnd('c.cid', 25)} < ${SAME_LANGUAGE} and ${speakers} > 1 then ${speaker} + (${speaker} >= a.lang_rank)::int end
    join users u on u.id = coalesce(sp.id, c.anyone)
    left join seed_text b on b.pool = 'comment_' || c.kind and b.lang = a.lang
      and b.category = case when c.kind in ('document', 'share') then 0 else a.category end and b.n = ${bodyN}`),
  );
}

/**
 * The likes of posts (or of comments): for each row, its `likes_count` distinct users other than its
 * author, by a stride over the users from a start of its own; dated between the row and now.
 */
export async function insertLikes(db: Db, target: 'posts' | 'comments', users: number, now: Date): Promise<void> {
  // A comment's like carries the comment's post too (decision 0005).
  const [table, columns, values, salt] =
    target === 'posts'
      ? ['post_reactions', 'post_id', 'r.id', 30]
      : ['comment_reactions', 'comment_id, post_id', 'r.id, r.post_id', 40];
  const others = users - 1;
  const slot = stride(pick('r.id', salt, others), 'j', String(others), primeAbove(others));
  await db.execute(
    sql.raw(`
    insert into ${table} (${columns}, user_id, created_at)
    select ${values}, 1 + s.o + (s.o >= r.author_id - 1)::int,
      r.created_at + (${at(now)} - r.created_at) * power(${rnd('r.id * 1048576 + s.j', salt + 1)}, 3)
    from ${target} r
    cross join lateral (select j, ${slot} as o from generate_series(0, r.likes_count - 1) as j) as s
    where r.likes_count > 0`),
  );
}

/**
 * Follows: each user follows `following_count` distinct talents, never themselves: the first 30% are
 * the most followed talents (lowest ranks), the rest a stride over the others, so a few talents have
 * thousands of followers and every talent some. Dated after both accounts existed.
 */
export async function insertFollows(db: Db, now: Date, lookups: Lookups): Promise<void> {
  const talents = lookups.talents;
  const prime = primeAbove(talents);
  const rest = 'c.size - c.stars';
  await db.execute(
    sql.raw(`
    insert into follows (follower_id, followed_id, created_at)
    select u.id, t.id,
      greatest(u.created_at, t.created_at)
        + (${at(now)} - greatest(u.created_at, t.created_at)) * ${rnd('u.id * 1048576 + s.j', 50)}
    from users u
    left join seed_talent me on me.id = u.id
    cross join lateral (
      select floor(u.following_count * ${STAR_SHARE})::int as stars, ${talents} - (me.rank is not null)::int as size,
        coalesce(me.rank, ${talents}) as self
    ) as c
    cross join lateral (
      select j, case when j < c.stars then j
        else c.stars + ${stride(pick('u.id', 51, rest), 'j - c.stars', rest, prime)} end as o
      from generate_series(0, u.following_count - 1) as j
    ) as s
    join seed_talent t on t.rank = s.o + (s.o >= c.self)::int
    where u.following_count > 0
    order by u.id, t.id`),
  );
}
