import { sql } from 'drizzle-orm';
import { boardSearchFiltersSchema } from '@vitrina/contract/saved-searches';
import type { z } from 'zod';
import { queryRows, type Db } from '../../../db/client.ts';
import { opportunities } from '../../../db/schema/opportunities.ts';
import { userProfiles } from '../../../db/schema/user-profiles.ts';
import { users } from '../../../db/schema/users.ts';
import { visibleTo } from '../../graph/visibility.ts';
import { boardMatches } from '../board/board.repository.ts';
import { filtersOf } from '../board/board.service.ts';

type Filters = z.output<typeof boardSearchFiltersSchema>;

/** The board's filters as a canonical query: what a saved board search stores and its alert parses again. */
export function canonicalBoardQuery(f: Filters): string {
  const entries: Array<[string, string]> = [];
  const joined = (values: readonly (string | number)[]) => values.map(String).sort().join(',');
  if (f.q) entries.push(['q', f.q]);
  if (f.kind.length) entries.push(['kind', joined(f.kind)]);
  if (f.category.length) entries.push(['category', joined(f.category)]);
  if (f.country.length) entries.push(['country', joined(f.country)]);
  if (f.city) entries.push(['city', f.city]);
  if (f.remote) entries.push(['remote', '1']);
  if (f.pay.length) entries.push(['pay', joined(f.pay)]);
  if (f.soon) entries.push(['soon', '1']);
  if (f.fits) entries.push(['fits', '1']);
  if (f.agency) entries.push(['agency', f.agency]);
  entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return new URLSearchParams(entries).toString();
}

/** The agency's name as an alert writes it: its agency name, else its account's name. */
export const agencyNameOf = (agency: string) =>
  sql`(select coalesce(nullif(ap.agency_name, ''), trim(au.nombre || ' ' || au.apellido)) from ${users} au
    left join ${userProfiles} ap on ap.user_id = au.id where au.id = ${sql.raw(agency)})`;

/** Talents' saved board searches, matched by the board's own filters and visibility (the saved-searches port). */
export function createBoardSearches(db: Db) {
  return {
    canonical: canonicalBoardQuery,

    async newSince(ownerId: number, query: string, { since, until }: { since: Date; until: Date }, limit: number) {
      const filters = filtersOf(boardSearchFiltersSchema.parse(Object.fromEntries(new URLSearchParams(query))));
      const matches = boardMatches(filters, { id: ownerId, type: 'talento' }, visibleTo(ownerId));
      // `opportunities_open_newest_idx` walks the window; a day's few openings are tested one by one.
      const [row] = await queryRows<{ n: number | string; rows: unknown }>(
        db,
        sql`with found as (select o.id, o.title, o.city, o.agency_id, o.published_at from ${opportunities} o
            where o.published_at > ${since.toISOString()}::timestamptz
              and o.published_at <= ${until.toISOString()}::timestamptz and ${matches})
          select (select count(*) from found) as n,
            (select coalesce(json_agg(p order by p.published_at desc, p.id desc), '[]'::json) from (
              select f.id, f.title, f.city, f.published_at, ${agencyNameOf('f.agency_id')} as "agencyName" from found f
              order by f.published_at desc, f.id desc limit ${limit}) p) as rows`,
      );
      const rows = (typeof row?.rows === 'string' ? JSON.parse(row.rows) : (row?.rows ?? [])) as Array<{
        id: number | string;
        title: string;
        city: string;
        agencyName: string;
      }>;
      return {
        count: Number(row?.n ?? 0),
        rows: rows.map((x) => ({ id: Number(x.id), title: x.title, city: x.city, agencyName: x.agencyName })),
      };
    },
  };
}
