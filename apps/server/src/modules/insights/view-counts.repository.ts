import { sql } from 'drizzle-orm';
import type { ViewKind, ViewSource } from '@vitrina/contract/insights';
import { queryRows, type Db } from '../../db/client.ts';
import {
  agencyViewDays,
  followerDays,
  insightDigests,
  postViewDays,
  recentViews,
  viewDays,
} from '../../db/schema/insights.ts';
import { posts } from '../../db/schema/posts.ts';
import { userProfiles } from '../../db/schema/user-profiles.ts';
import { users } from '../../db/schema/users.ts';
import { visibleBetween } from '../graph/visibility.ts';

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

/** The counting: views in batches and followers by the day, each queuing the owner's next digest. */
export function createViewCountsRepository(db: Db) {
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
      const [row] = await queryRows<{ counted: number }>(
        db,
        sql`
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
        select count(*)::int as counted from counted`,
      );
      return Number(row?.counted ?? 0);
    },

    /** Deletes raw views older than `hours`; answers how many went. */
    async pruneRecent(hours: number): Promise<number> {
      const [row] = await queryRows<{ gone: number }>(
        db,
        sql`
        with gone as (delete from ${recentViews} where viewed_at < now() - make_interval(hours => ${hours}) returning 1)
        select count(*)::int as gone from gone`,
      );
      return Number(row?.gone ?? 0);
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
  };
}

export type ViewCountsRepository = ReturnType<typeof createViewCountsRepository>;
