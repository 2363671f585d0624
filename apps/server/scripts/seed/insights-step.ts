import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import { pick, rnd } from './sql-random.ts';

/** The most followed talents get a year of insights; the rest start from nothing, as new accounts do. */
const VIEWED_TALENTS = 50;
const DAYS = 365;
/** Posts per viewed talent with a year of views (their newest). */
const VIEWED_POSTS = 30;
/** Agencies that look at each viewed talent, some days. */
const LOOKING_AGENCIES = 12;

const at = (now: Date) => `'${now.toISOString()}'::timestamptz`;

/**
 * A year of daily insight totals for the most followed talents: profile views by audience and
 * source, post and photo views, views of their newest posts, agencies that looked (a few privately) and
 * followers gained and lost, so the dashboard is measured at its largest (`npm run bench -- insights`).
 */
export async function insertInsights(db: Db, now: Date): Promise<void> {
  const today = `((${at(now)}) at time zone 'utc')::date`;
  for (const statement of [
    `create temporary table seed_viewed on commit drop as
      select id, row_number() over (order by followers_count desc, id) as rank from users
      where type = 'talento' order by followers_count desc, id limit ${VIEWED_TALENTS}`,
    `create temporary table seed_days on commit drop as
      select d::int as n, ${today} - d::int as day from generate_series(0, ${DAYS - 1}) d`,
    `insert into view_days (owner_id, day, kind, audience, source, views)
    select t.id, d.day, k.kind, a.audience, s.source,
      1 + floor(${rnd('t.id * 1000003 + d.n * 31 + k.i * 7 + a.i * 3 + s.i', 41)} * (40 / (t.rank + 1) + 3) * s.weight)::int
    from seed_viewed t cross join seed_days d
    cross join (values (0, 'profile'), (1, 'post'), (2, 'photo')) k(i, kind)
    cross join (values (0, 'agency'), (1, 'talent'), (2, 'visitor')) a(i, audience)
    cross join (values (0, 'feed', 1.0), (1, 'explore', 0.6), (2, 'search', 0.8), (3, 'link', 0.3), (4, 'direct', 0.2))
      s(i, source, weight)
    where (k.kind = 'profile' or s.source = 'feed') and (a.audience <> 'visitor' or s.source = 'link')`,
    `insert into post_view_days (post_id, day, owner_id, views, photo_views)
    select p.id, d.day, p.author_id, 1 + ${pick('p.id * 997 + d.n', 42, 25)}::int, ${pick('p.id * 991 + d.n', 43, 12)}::int
    from seed_viewed t
    cross join lateral (
      select id, author_id, created_at from posts where author_id = t.id and deleted_at is null
      order by id desc limit ${VIEWED_POSTS}) p
    join seed_days d on d.day >= (p.created_at at time zone 'utc')::date`,
    `insert into agency_view_days (owner_id, agency_id, day, private, views)
    select t.id, a.id, d.day, ${rnd('a.id * 7 + t.id', 44)} < 0.25, 1
    from seed_viewed t
    cross join lateral (
      select id from users where type = 'agencia'
      order by hashint8extended(id * 131 + t.id, 45) limit ${LOOKING_AGENCIES}) a
    join seed_days d on ${rnd('a.id * 100003 + t.id * 17 + d.n', 46)} < 0.15`,
    `insert into follower_days (owner_id, day, gained, lost)
    select t.id, d.day, ${pick('t.id * 31 + d.n', 47, 6)}::int, ${pick('t.id * 37 + d.n', 48, 3)}::int
    from seed_viewed t cross join seed_days d`,
  ])
    await db.execute(sql.raw(statement));
}
