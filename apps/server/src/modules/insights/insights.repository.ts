import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { agencyViewDays, followerDays, postViewDays, viewDays } from '../../db/schema/insights.ts';
import { postFiles } from '../../db/schema/post-files.ts';
import { posts } from '../../db/schema/posts.ts';
import { userProfiles } from '../../db/schema/user-profiles.ts';
import { users } from '../../db/schema/users.ts';
import type { Visibility } from '../graph/visibility.ts';

/**
 * The owner's dashboard: views, followers, top posts and agencies over a period. Insights read people, posts
 * and the graph to count and to show (a read model, like discovery); they write only their own tables (decision 0024).
 */
export function createInsightsRepository(db: Db) {
  return {
    /** Views of the owner's profile, posts and photos per day, audience and source, between two days. */
    async viewTotals(ownerId: number, from: string, to: string) {
      return queryRows<{ day: string; kind: string; audience: string; source: string; views: number }>(
        db,
        sql`
        select to_char(day, 'YYYY-MM-DD') as day, kind, audience, source, views from ${viewDays}
        where owner_id = ${ownerId} and day between ${from}::date and ${to}::date`,
      );
    },

    async profileViewsBetween(ownerId: number, from: string, to: string): Promise<number> {
      const [row] = await queryRows<{ views: number }>(
        db,
        sql`
        select coalesce(sum(views), 0)::int as views from ${viewDays}
        where owner_id = ${ownerId} and day between ${from}::date and ${to}::date and kind = 'profile'`,
      );
      return Number(row?.views ?? 0);
    },

    async followerTotals(ownerId: number, from: string, to: string) {
      return queryRows<{ day: string; gained: number; lost: number }>(
        db,
        sql`
        select to_char(day, 'YYYY-MM-DD') as day, gained, lost from ${followerDays}
        where owner_id = ${ownerId} and day between ${from}::date and ${to}::date`,
      );
    },

    /** The owner's most viewed live posts of the period, with their first words and first photo. */
    async topPosts(ownerId: number, from: string, limit: number) {
      return queryRows<{
        id: number | string;
        text: string;
        views: number;
        photo_views: number;
        image: string | null;
        video_poster: string | null;
      }>(
        db,
        sql`
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
        limit ${limit}`,
      );
    },

    /**
     * The agencies that looked at the owner's profile in the period openly, the latest first; agencies hidden from
     * the owner (a block either way, cancelled) and those browsing privately now are left out.
     */
    async agencies(seen: Visibility, from: string, limit: number) {
      return queryRows<{
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
      }>(
        db,
        sql`
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
        limit ${limit}`,
      );
    },

    /** How many agencies browsing privately looked in the period, by their country only: no row or day of each. */
    async privateAgencies(seen: Visibility, from: string) {
      return queryRows<{ country: string; agencies: number }>(
        db,
        sql`
        select u.country, count(*)::int as agencies
        from (
          select agency_id, bool_and(private) as private from ${agencyViewDays}
          where owner_id = ${seen.viewerId} and day >= ${from}::date group by agency_id
        ) a
        join ${users} u on u.id = a.agency_id
        left join lateral (select browse_privately from ${userProfiles} where user_id = a.agency_id) ap on true
        where ${seen.shows(sql`a.agency_id`)} and (a.private or coalesce(ap.browse_privately, false))
        group by u.country
        order by agencies desc, u.country`,
      );
    },
  };
}

export type InsightsRepository = ReturnType<typeof createInsightsRepository>;
