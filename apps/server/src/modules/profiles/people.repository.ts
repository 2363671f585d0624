import { eq, sql, type SQL } from 'drizzle-orm';
import type { CardPhoto } from '@vitrina/contract/card-photos';
import { PAGE_SIZE } from '@vitrina/contract/constants';
import { queryRows, type Db } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import { viewerFollows } from '../graph/network.ts';
import type { Visibility } from '../graph/visibility.ts';
import { agencyNameOf } from './author-card.ts';
import type { CardPhotosColumn } from './card-photos-port.ts';
import { nameContains } from './search-text.ts';

/** A person as the lists show them, before the viewer-dependent flags are mapped. */
export interface PersonRecord {
  id: number;
  type: string | null;
  nombre: string;
  apellido: string;
  agencyName: string | null;
  profileUrl: string;
  profileImage: string | null;
  coverImage: string | null;
  country: string;
  ciudad: string;
  following: boolean;
  verified: boolean;
  photos: CardPhoto[];
}

/** The people of one side of someone's follows, as cards: the lists of the profile and /talentos. */
export function createPeopleRepository(db: Db, cardPhotos: CardPhotosColumn) {
  return {
    /** A visible page of `edges` matching `term`, newest first; cards are computed for the page's people alone. */
    async listPeople(seen: Visibility, edges: SQL, term: string, page: number) {
      const where = term === '' ? seen.shows(sql`u.id`) : sql`${seen.shows(sql`u.id`)} and ${nameContains(term)}`;
      const [rows, [total]] = await Promise.all([
        queryRows<Record<string, unknown>>(
          db,
          sql`select u.id, u.type, u.nombre, u.apellido, u.profile_url, u.profile_image, u.cover_image, u.country, u.ciudad,
                ${viewerFollows(seen.viewerId, sql`u.id`)} as following,
                (u.type = 'agencia' and u.agency_verified_at is not null) as verified,
                case when u.type = 'agencia' then ${agencyNameOf(sql`u.id`)} end as agency_name,
                ${cardPhotos.select(sql`u.id`, seen)} as photos
              from (select e.user_id, e.since from ${edges} e join ${users} u on u.id = e.user_id
                where ${where}
                order by e.since desc, u.id desc
                limit ${PAGE_SIZE} offset ${(page - 1) * PAGE_SIZE}) e
              join ${users} u on u.id = e.user_id
              order by e.since desc, u.id desc`,
        ),
        queryRows<{ n: number | string }>(
          db,
          sql`select count(*) as n from ${edges} e join ${users} u on u.id = e.user_id where ${where}`,
        ),
      ]);
      return {
        rows: rows.map((row): PersonRecord => ({
          id: Number(row.id),
          type: (row.type as string | null) ?? null,
          nombre: String(row.nombre),
          apellido: String(row.apellido),
          profileUrl: String(row.profile_url),
          profileImage: (row.profile_image as string | null) ?? null,
          coverImage: (row.cover_image as string | null) ?? null,
          country: String(row.country),
          ciudad: String(row.ciudad),
          following: row.following === true,
          verified: row.verified === true,
          agencyName: (row.agency_name as string | null) ?? null,
          photos: cardPhotos.read(row.photos),
        })),
        count: Number(total?.n ?? 0),
      };
    },

    /** Whether the viewer follows this person. */
    async followersCount(userId: number): Promise<number> {
      const [row] = await db.select({ n: users.followersCount }).from(users).where(eq(users.id, userId));
      return row?.n ?? 0;
    },
  };
}
