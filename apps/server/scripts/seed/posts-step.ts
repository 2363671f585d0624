import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../src/db/client.ts';
import { DOCUMENT_KINDS } from './documents.ts';
import type { Lookups } from './lookup-tables.ts';
import { chooseSkew, pick, primeAbove, rnd, spread, weight } from './sql-random.ts';

/** Share of posts that are shares of another talent's earlier post. */
const SHARE_RATE = 0.1;
/** A share points at one of the this many posts before it (recent posts get shared). */
const SHARE_WINDOW = 5000;
/** Posts are spread over this many days before now, oldest first. */
export const POST_SPAN_DAYS = 730;

export interface PostsPlan {
  posts: number;
  users: number;
  likes: number;
  comments: number;
  now: Date;
}

/**
 * Pure functions of a post's number i (its id), so that a share can check its original's kind and
 * author without reading it back. Talent ranks are permuted so the most active authors are not the
 * most followed ones.
 */
export function postExpressions(talents: number) {
  const prime = primeAbove(talents);
  const authorRank = (i: string) =>
    `((floor(${talents} * power(${rnd(i, 2)}, 1.7))::bigint * ${prime} + 7) % ${talents})`;
  const isShare = (i: string) => `((${i}) > 1 and ${rnd(i, 1)} < ${SHARE_RATE})`;
  const baseKind = (i: string) => {
    const r = rnd(i, 3);
    return `(case when ${r} < 0.33 then 'text' when ${r} < 0.68 then 'photo' when ${r} < 0.85 then 'video' else 'document' end)`;
  };
  /** 1–7 photos, most posts with one or two. */
  const photoCount = (i: string) => `least(7, 1 + floor(7 * power(${rnd(i, 4)}, 2.2)))::int`;
  /** The kind of an inserted post `p` (a share whose candidates all failed became a text post). */
  const kindOf = (p: string) =>
    `(case when ${p}.shared_post_id is not null then 'share' when ${p}.video_id is not null then 'video'
      when ${isShare(`${p}.id`)} then 'text' else ${baseKind(`${p}.id`)} end)`;
  /**
   * The line of document post `i`: the post's number modulo the pool, so that the documents and shares
   * of one page of the newest posts (consecutive numbers) never repeat a line. insertPostFiles finds it
   * again from the number alone.
   */
  const documentLine = (i: string, size: number) => `((${i}) % ${size})`;
  return { authorRank, isShare, baseKind, photoCount, kindOf, documentLine };
}

/**
 * Inserts every post in one statement: ids 1..n in time order over the last two years; authors are
 * talents (by a skewed, permuted rank); kinds text, photos, video (a real YouTube id) and document,
 * each with a line of its own pool in the author's language and (but shares) category,
 * text and photo posts sometimes with a closing (not after a question) and a hashtag;
 * one in ten a share, by a talent of the same category, of an earlier post by another talent that is not
 * itself a share (the first of three candidates that is not; without one, or without a peer, a text post). Likes and comments are
 * apportioned here, exactly to the totals asked for, so the next statements generate exactly
 * `likes_count` likes and `comments_count` comments per post.
 */
export async function insertPosts(db: Db, plan: PostsPlan, lookups: Lookups): Promise<void> {
  const { authorRank, isShare, baseKind, documentLine } = postExpressions(lookups.talents);
  const likeSkew = chooseSkew(plan.likes, plan.posts, plan.users - 1);
  if (likeSkew === null) throw new Error('more likes than users can give');
  const commentSkew = chooseSkew(plan.comments, plan.posts, Number.MAX_SAFE_INTEGER) ?? 0;
  const now = `'${plan.now.toISOString()}'::timestamptz`;
  const candidate = (salt: number) => `g.i - 1 - ${pick('g.i', salt, `greatest(1, least(g.i - 1, ${SHARE_WINDOW}))`)}`;
  // A share's author is a peer of the original's author: the talent of the same category (rank modulo 8,
  // buildPeople's cycle) nearest the drawn author `r`, never the original's author `o`; -1 when there is none
  // (the share becomes a text post).
  const near = (r: string, o: string) => {
    const base = `(${r} - ${r} % 8 + ${o} % 8)`;
    return `(case when ${base} >= ${lookups.talents} then ${base} - 8 else ${base} end)`;
  };
  const peer = (r: string, o: string) =>
    `(case when ${near(r, o)} <> ${o} then ${near(r, o)} when ${near(r, o)} + 8 < ${lookups.talents}
      then ${near(r, o)} + 8 else ${near(r, o)} - 8 end)`;
  // The first candidate that is not itself a share (computed for shares only).
  const original = `case when ${isShare('g.i')} then case when not ${isShare(candidate(11))} then ${candidate(11)}
    when not ${isShare(candidate(12))} then ${candidate(12)} when not ${isShare(candidate(13))} then ${candidate(13)}
    end end`;
  const size = lookups.textSize;
  // An author's text, photo and video posts walk their pool from a start of the author's own, so that a
  // profile does not repeat itself; documents and shares (fewer) go by the post's number.
  const walk = (n: number) => `((${pick('t.id', 14, n)} + k.kr) % ${n})`;
  const lineN = `(case k.kind when 'video' then ${walk(size.video)}
    when 'document' then ${documentLine('k.i', size.document)} when 'share' then ${documentLine('k.i', size.share)}
    when 'photo' then ${walk(size.photo)} else ${walk(size.text)} end)`;
  const decorated = `k.kind in ('text', 'photo')`;
  await db.execute(
    sql.raw(`
    insert into posts (id, author_id, description, video_id, shared_post_id, likes_count, comments_count, created_at,
      edited_at)
    overriding system value
    select k.i, t.id,
      btrim(coalesce(line.body, '')
        || case when ${decorated} and ${rnd('k.i', 7)} < 0.3 and right(line.body, 1) <> '?' then ' ' || closing.body
          else '' end
        || case when ${decorated} and ${rnd('k.i', 8)} < 0.3 then ' ' || tag.body else '' end),
      case when k.kind = 'video' then v.video_id end,
      k.shared,
      ${spread(plan.likes, 'k.lcum', 'k.lw', 'k.ltot')},
      ${spread(plan.comments, 'k.ccum', 'k.cw', 'k.ctot')},
      k.created_at,
      case when k.kind <> 'share' and ${rnd('k.i', 19)} < 0.03
        then k.created_at + interval '1 minute' * (1 + ${pick('k.i', 20, 600)}) end
    from (
      select s.*, sum(s.lw) over w as lcum, sum(s.lw) over () as ltot,
        sum(s.cw) over w as ccum, sum(s.cw) over () as ctot,
        row_number() over (partition by s.author_rank, s.kind order by s.i) - 1 as kr
      from (
        select c.i, c.author_rank, c.shared,
          case when c.is_share then case when c.shared is null then 'text' else 'share' end
            else ${baseKind('c.i')} end as kind,
          ${weight(rnd('c.i', 9), likeSkew)} as lw,
          ${weight(`(0.5 * ${rnd('c.i', 9)} + 0.5 * ${rnd('c.i', 10)})`, commentSkew)} as cw,
          ${now} - interval '${POST_SPAN_DAYS} days'
            + interval '${POST_SPAN_DAYS} days' * (((c.i - 1) + ${rnd('c.i', 6)}) / ${plan.posts}) as created_at
        from (
          -- Each level computed once a row (offset 0 keeps the planner from copying its expressions upwards).
          select y.i, y.is_share, case when y.peer >= 0 then y.original end as shared,
            case when y.peer >= 0 then y.peer else y.drawn end as author_rank
          from (
            select f.*, case when f.o is not null then ${peer('f.drawn', 'f.o')} end as peer
            from (
              select g.i, ${isShare('g.i')} as is_share, ${authorRank('g.i')} as drawn, ${original} as original,
                case when ${isShare('g.i')} then ${authorRank(`(${original})`)} end as o
              from generate_series(1, ${plan.posts}) as g(i)
              offset 0
            ) as f
            offset 0
          ) as y
        ) as c
      ) as s
      window w as (order by s.i)
    ) as k
    join seed_talent t on t.rank = k.author_rank
    left join seed_video v on v.n = ${pick('k.i', 5, lookups.videos)}
    left join seed_text line on line.pool = k.kind and line.lang = t.lang
      and line.category = case when k.kind = 'share' then 0 else t.category end
      and line.n = ${lineN}
    left join seed_text closing on closing.pool = 'closing' and closing.lang = t.lang and closing.category = 0
      and closing.n = ${pick('k.i', 15, size.closing)}
    left join seed_text tag on tag.pool = 'tag' and tag.lang = t.lang and tag.category = t.category
      and tag.n = ${pick('k.i', 16, size.tag)}`),
  );
  const [heaviest] = await queryRows<{ n: number | null }>(db, sql`select max(likes_count) as n from posts`);
  if (Number(heaviest?.n ?? 0) > plan.users - 1) throw new Error('a post got more likes than there are users');
}

/**
 * The photos (1–7, distinct pool files of the author's category, a different first one for each of an
 * author's next few photo posts) of photo posts and the PDF of document
 * posts (its author's language and category, the kind of document the post's line speaks of), in post order. The
 * rows are planned first (materialized), so the pool files are joined by plain columns, by hash.
 */
export async function insertPostFiles(db: Db, lookups: Lookups): Promise<void> {
  const { isShare, baseKind, photoCount, documentLine } = postExpressions(lookups.talents);
  const per = lookups.photosPerCategory;
  const photoStride = primeAbove(per);
  await db.execute(
    sql.raw(`
    with planned as materialized (
      select p.id, p.author_id, p.created_at, p.kind, x.pos, t.lang,
        case when p.kind = 'photo'
          then (t.category - 1) * ${per} + (${pick('p.author_id', 17, per)} + (p.r + x.pos) * ${photoStride}) % ${per}
          else ((t.lang = 'en')::int * 8 + t.category - 1) * ${DOCUMENT_KINDS}
            + ${documentLine('p.id', lookups.textSize.document)} % ${DOCUMENT_KINDS} end as n,
        ${pick('p.id * 8 + x.pos', 18, lookups.textSize.alt)} as alt
      from (
        -- An author's photo posts open on a different picture each, walking the category's photos.
        select p.id, p.author_id, p.created_at, k.kind,
          row_number() over (partition by p.author_id, k.kind order by p.id) - 1 as r
        from posts p
        cross join lateral (select ${baseKind('p.id')} as kind) as k
        where not ${isShare('p.id')} and k.kind in ('photo', 'document')
      ) as p
      join seed_talent t on t.id = p.author_id
      cross join lateral generate_series(0, case when p.kind = 'photo' then ${photoCount('p.id')} else 1 end - 1) as x(pos)
    )
    insert into post_files (post_id, author_id, position, kind, name, display_name, ext, size, width, height,
      description, created_at)
    select s.id, s.author_id, s.pos, case when s.kind = 'photo' then 'PHOTO' else 'FILE' end, f.name, f.display_name,
      f.ext, f.size, f.width, f.height, case when s.kind = 'photo' then coalesce(alt.body, '') else '' end, s.created_at
    from planned s
    join seed_file f on f.pool = s.kind and f.n = s.n
    left join seed_text alt on alt.pool = 'alt' and alt.lang = s.lang and alt.category = 0 and alt.n = s.alt
    order by s.id, s.pos`),
  );
}
