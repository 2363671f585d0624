import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  agencyViewDays,
  followerDays,
  insightDigests,
  postViewDays,
  recentViews,
  viewDays,
} from '../../db/schema/insights.ts';
import { postFiles } from '../../db/schema/post-files.ts';
import { posts } from '../../db/schema/posts.ts';
import { userProfiles } from '../../db/schema/user-profiles.ts';
import { users } from '../../db/schema/users.ts';
import { visibleBetween, type Visibility } from '../graph/visibility.ts';
import type { ViewKind, ViewSource } from '@vitrina/contract/insights';

/** A view as the web or a public page reported it, waiting for the next batch. */
export interface PendingView {
  /** The logged-in viewer, or null for a visitor of a public page (then `visitorKey` is set). */
  viewerId: number | null;
  visitorKey: string | null;
  kind: ViewKind;
  /** How the target was named: a profile's address, a post, or the owner's id (public pages know it). */
  profileUrl: string | null;
  postId: number | null;
  ownerId: number | null;
  source: ViewSource;
  day: string;
}

type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown) => (result as Rows<T>).rows;

/**
 * Insights read people, posts and the graph to count and to show (a read model, like discovery); they write
 * only their own tables (decision 0024).
 */
export function createInsightsRepository(db: Db) {
  return {
    /** Counts views in one statement (own, blocked, cancelled, same-day repeats dropped); answers how many are new. */
    async count(batch: readonly PendingView[], digestAfterMs: number): Promise<number> {
      if (batch.length === 0) return 0;
      const values = sql.join(
        batch.map(
          (view) =>
            sql`(${view.viewerId}::bigint, ${view.visitorKey}::text, ${view.kind}::text, ${view.profileUrl}::text,
              ${view.postId}::bigint, ${view.ownerId}::bigint, ${view.source}::text, ${view.day}::date)`,
        ),
        sql`, `,
      );
      const result = await db.execute(sql`
        with input(viewer_id, visitor_key, kind, profile_url, post_id, owner_id, source, day) as (values ${values}),
        resolved as (
          select distinct on (owner.id, i.kind, coalesce(i.post_id, 0), coalesce(i.visitor_key, 'u' || i.viewer_id), i.day)
            owner.id as owner_id, i.kind, coalesce(i.post_id, 0) as post_id,
            coalesce(i.visitor_key, 'u' || i.viewer_id) as viewer_key, i.day, i.source, i.viewer_id,
            case when i.viewer_id is null then 'visitor' when viewer.type = 'agencia' then 'agency' else 'talent' end
              as audience,
            coalesce(viewer_profile.browse_privately, false) as private
          from input i
          left join ${posts} p on i.kind <> 'profile' and p.id = i.post_id and p.deleted_at is null
          join ${users} owner on owner.id = case
            when i.owner_id is not null then i.owner_id
            when i.kind = 'profile' then (select u.id from ${users} u where u.profile_url = i.profile_url)
            else p.author_id end
          left join ${users} viewer on viewer.id = i.viewer_id
          left join ${userProfiles} viewer_profile on viewer_profile.user_id = i.viewer_id
          where owner.cancelled_at is null and owner.deleted_at is null
            and (i.viewer_id is null or (viewer.id is not null and viewer.id <> owner.id
              and ${visibleBetween(sql`i.viewer_id`, sql`owner.id`)}))
        ),
        fresh as (
          insert into ${recentViews} (owner_id, kind, post_id, viewer_key, day)
          select owner_id, kind, post_id, viewer_key, day from resolved
          on conflict do nothing
          returning owner_id, kind, post_id, viewer_key, day
        ),
        counted as (select r.* from resolved r join fresh f using (owner_id, kind, post_id, viewer_key, day)),
        by_day as (
          insert into ${viewDays} (owner_id, day, kind, audience, source, views)
          select owner_id, day, kind, audience, source, count(*) from counted group by 1, 2, 3, 4, 5
          on conflict (owner_id, day, kind, audience, source) do update set views = ${viewDays}.views + excluded.views
        ),
        by_post as (
          insert into ${postViewDays} (post_id, day, owner_id, views, photo_views)
          select post_id, day, owner_id, count(*) filter (where kind = 'post'), count(*) filter (where kind = 'photo')
          from counted where kind <> 'profile' group by post_id, day, owner_id
          on conflict (post_id, day) do update set views = ${postViewDays}.views + excluded.views,
            photo_views = ${postViewDays}.photo_views + excluded.photo_views
        ),
        news as (
          insert into ${insightDigests} (user_id, due_at)
          select distinct owner_id, now() + make_interval(secs => ${digestAfterMs / 1000}) from counted
          on conflict do nothing
        ),
        by_agency as (
          insert into ${agencyViewDays} (owner_id, agency_id, day, private, views)
          select owner_id, viewer_id, day, private, count(*) from counted
          where kind = 'profile' and audience = 'agency' group by 1, 2, 3, 4
          on conflict (owner_id, day, agency_id, private) do update set views = ${agencyViewDays}.views + excluded.views
        )
        select count(*)::int as counted from counted`);
      return Number(rowsOf<{ counted: number }>(result)[0]?.counted ?? 0);
    },

    /** Deletes raw views older than `hours`; answers how many went. */
    async pruneRecent(hours: number): Promise<number> {
      const result = await db.execute(sql`
        with gone as (delete from ${recentViews} where viewed_at < now() - make_interval(hours => ${hours}) returning 1)
        select count(*)::int as gone from gone`);
      return Number(rowsOf<{ gone: number }>(result)[0]?.gone ?? 0);
    },

    /** A follower gained or lost today. */
    async followerChanged(ownerId: number, day: string, change: 'gained' | 'lost', digestAfterMs: number) {
      const column = sql.raw(change);
      await db.execute(sql`
        with news as (
          insert into ${insightDigests} (user_id, due_at)
          values (${ownerId}, now() + make_interval(secs => ${digestAfterMs / 1000}))
          on conflict do nothing
        )
        insert into ${followerDays} (owner_id, day, ${column}) values (${ownerId}, ${day}::date, 1)
        on conflict (owner_id, day) do update set ${column} = ${followerDays}.${column} + 1`);
    },

    /** Views of the owner's profile, posts and photos per day, audience and source, between two days. */
    async viewTotals(ownerId: number, from: string, to: string) {
      const result = await db.execute(sql`
        select to_char(day, 'YYYY-MM-DD') as day, kind, audience, source, views from ${viewDays}
        where owner_id = ${ownerId} and day between ${from}::date and ${to}::date`);
      return rowsOf<{ day: string; kind: string; audience: string; source: string; views: number }>(result);
    },

    async profileViewsBetween(ownerId: number, from: string, to: string): Promise<number> {
      const result = await db.execute(sql`
        select coalesce(sum(views), 0)::int as views from ${viewDays}
        where owner_id = ${ownerId} and day between ${from}::date and ${to}::date and kind = 'profile'`);
      return Number(rowsOf<{ views: number }>(result)[0]?.views ?? 0);
    },

    async followerTotals(ownerId: number, from: string, to: string) {
      const result = await db.execute(sql`
        select to_char(day, 'YYYY-MM-DD') as day, gained, lost from ${followerDays}
        where owner_id = ${ownerId} and day between ${from}::date and ${to}::date`);
      return rowsOf<{ day: string; gained: number; lost: number }>(result);
    },

    /** The owner's most viewed live posts of the period, with their first words and first photo. */
    async topPosts(ownerId: number, from: string, limit: number) {
      const result = await db.execute(sql`
        select top.post_id as id, p.description as text, top.views, top.photo_views,
          (select f.name from ${postFiles} f where f.post_id = top.post_id and f.kind = 'PHOTO'
            order by f.position limit 1) as image,
          p.video_poster
        from (
          select post_id, sum(views)::int as views, sum(photo_views)::int as photo_views from ${postViewDays}
          where owner_id = ${ownerId} and day >= ${from}::date group by post_id
        ) top
        join ${posts} p on p.id = top.post_id and p.deleted_at is null
        order by top.views + top.photo_views desc, top.post_id desc
        limit ${limit}`);
      return rowsOf<{
        id: number | string;
        text: string;
        views: number;
        photo_views: number;
        image: string | null;
        video_poster: string | null;
      }>(result);
    },

    /**
     * The agencies that looked at the owner's profile in the period openly, the latest first; agencies hidden from
     * the owner (a block either way, cancelled) and those browsing privately now are left out.
     */
    async agencies(seen: Visibility, from: string, limit: number) {
      const result = await db.execute(sql`
        select a.agency_id, a.views, a.last_day,
          u.nombre, u.apellido, u.type, u.profile_url, u.profile_image, u.country, ap.agency_name
        from (
          select agency_id, sum(views)::int as views, to_char(max(day), 'YYYY-MM-DD') as last_day
          from ${agencyViewDays}
          where owner_id = ${seen.viewerId} and day >= ${from}::date and not private group by agency_id
        ) a
        join ${users} u on u.id = a.agency_id
        -- Probed per agency (a dozen rows), never hashed over every profile.
        left join lateral (
          select browse_privately, agency_name from ${userProfiles} where user_id = a.agency_id
        ) ap on true
        where ${seen.shows(sql`a.agency_id`)} and not coalesce(ap.browse_privately, false)
        order by a.last_day desc, a.views desc, a.agency_id desc
        limit ${limit}`);
      return rowsOf<{
        agency_id: number | string;
        views: number;
        last_day: string;
        nombre: string;
        apellido: string;
        type: string | null;
        profile_url: string;
        profile_image: string | null;
        country: string;
        agency_name: string | null;
      }>(result);
    },

    /** How many agencies browsing privately looked in the period, by their country only: no row or day of each. */
    async privateAgencies(seen: Visibility, from: string) {
      const result = await db.execute(sql`
        select u.country, count(*)::int as agencies
        from (
          select agency_id, bool_and(private) as private from ${agencyViewDays}
          where owner_id = ${seen.viewerId} and day >= ${from}::date group by agency_id
        ) a
        join ${users} u on u.id = a.agency_id
        left join lateral (select browse_privately from ${userProfiles} where user_id = a.agency_id) ap on true
        where ${seen.shows(sql`a.agency_id`)} and (a.private or coalesce(ap.browse_privately, false))
        group by u.country
        order by agencies desc, u.country`);
      return rowsOf<{ country: string; agencies: number }>(result);
    },

    /** The people whose digest is due (the job runner claims among them). */
    dueDigests: sql`select user_id as key from ${insightDigests} where due_at <= now() order by due_at`,

    /** The digest went (or was not wanted): the next one waits for new views or followers. */
    async settleDigest(userId: number): Promise<void> {
      await db.execute(sql`delete from ${insightDigests} where user_id = ${userId}`);
    },

    /** Who a digest goes to: address, language, name and whether they want it. */
    async digestRecipients(ids: readonly number[]) {
      if (ids.length === 0) return [];
      const result = await db.execute(sql`
        select u.id, u.email, u.lang_code, u.nombre, u.apellido, u.type, p.agency_name, p.weekly_digest
        from ${users} u join ${userProfiles} p on p.user_id = u.id
        where u.id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )}) and u.cancelled_at is null and u.deleted_at is null and u.is_verified`);
      return rowsOf<{
        id: number | string;
        email: string;
        lang_code: string;
        nombre: string;
        apellido: string;
        type: string | null;
        agency_name: string | null;
        weekly_digest: boolean | null;
      }>(result);
    },
  };
}

export type InsightsRepository = ReturnType<typeof createInsightsRepository>;
