import { sql, type SQL } from 'drizzle-orm';
import { BOARD_PAGE_SIZE, CLOSING_SOON_DAYS, type BoardOrder } from '@vitrina/contract/opportunities';
import { queryRows, type Db } from '../../../db/client.ts';
import { facetFlags, type FacetFilter } from '../../../db/facet-flags.ts';
import { preparedSql } from '../../../db/prepared-sql.ts';
import { cardEpoch } from '../../../db/schema/card-epoch.ts';
import { newestFirst } from '../../../db/order.ts';
import { opportunities, opportunityEpoch, opportunityRoles } from '../../../db/schema/opportunities.ts';
import { users } from '../../../db/schema/users.ts';
import { hiddenByRelation, type Visibility } from '../../graph/visibility.ts';
import { cardJson, fitsColumn, isTalent, type CardRow, type Reader } from '../opportunity-cards.ts';
import { fittingRoles } from '../role-fit.ts';

/** The board's filters, parsed from its address. */
export interface BoardFilters {
  q: string;
  kinds: string[];
  categories: number[];
  countries: string[];
  city: string;
  remote: boolean;
  pays: string[];
  soon: boolean;
  fits: boolean;
  /** An agency's profile address: its profile's tab. */
  agency: string | null;
}

export interface FacetCount {
  facet: string;
  value: string;
  n: number;
}

const texts = (values: readonly string[]) => sql`${sql.param([...values])}::text[]`;
const soonCondition = sql`o.deadline < now() + make_interval(days => ${CLOSING_SOON_DAYS})`;
const parsed = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

/** Open, before its deadline, of an agency the reader may see: what the board and "fits me" list. */
const listed = (seen: Visibility) => sql`o.state = 'open' and o.deadline > now() and ${seen.shows(sql`o.agency_id`)}`;

/** The filters that are facets too, each a named condition over `o` (the row of `opportunities`). */
function facetFilters(f: BoardFilters, reader: Reader): FacetFilter[] {
  const list: FacetFilter[] = [];
  if (f.kinds.length) list.push({ facet: 'kind', cond: sql`o.kind = any(${texts(f.kinds)})` });
  if (f.categories.length)
    list.push({ facet: 'category', cond: sql`o.category = any(${sql.param(f.categories)}::smallint[])` });
  if (f.countries.length) list.push({ facet: 'country', cond: sql`o.country = any(${texts(f.countries)})` });
  if (f.city) list.push({ facet: 'city', cond: sql`vitrina_search_term(o.city) = vitrina_search_term(${f.city})` });
  if (f.remote) list.push({ facet: 'remote', cond: sql`o.remote` });
  if (f.pays.length) list.push({ facet: 'pay', cond: sql`o.pay_kind = any(${texts(f.pays)})` });
  if (f.soon) list.push({ facet: 'soon', cond: soonCondition });
  if (f.fits && isTalent(reader)) list.push({ facet: 'fits', cond: sql`fits` });
  return list;
}

function baseOf(f: BoardFilters, seen: Visibility): SQL {
  const where = [listed(seen)];
  if (f.q) where.push(sql`vitrina_search_term(o.title) like '%' || vitrina_search_term(${f.q}) || '%'`);
  if (f.agency !== null)
    where.push(sql`o.agency_id = (select ${users.id} from ${users} where ${users.profileUrl} = ${f.agency})`);
  return sql.join(where, sql` and `);
}

/** The board's filters as one condition over `o`, "fits" tested per row: for the few rows of a saved search's alert. */
export function boardMatches(f: BoardFilters, reader: Reader, seen: Visibility): SQL {
  const conditions = [baseOf(f, seen), ...facetFilters({ ...f, fits: false }, reader).map((x) => x.cond)];
  if (f.fits && isTalent(reader)) conditions.push(fitsColumn(reader));
  return sql.join(conditions, sql` and `);
}

/** What decides whether a kept board answers a reader: the agencies blocked either way, and the epochs. */
const readerSide = preparedSql<{
  hidden: Array<number | string> | null;
  opportunities: number | string;
  cards: number | string;
}>(
  () => sql`select array(select h.id from (${hiddenByRelation(sql.placeholder('viewer'))}) as h(id)
      join ${users} u on u.id = h.id and u.type = 'agencia' order by 1) as hidden,
    (select ${opportunityEpoch.epoch} from ${opportunityEpoch} where ${opportunityEpoch.id} = 1) as opportunities,
    (select ${cardEpoch.epoch} from ${cardEpoch} where ${cardEpoch.id} = 1) as cards`,
);

/** The board and the agency's and the talent's own lists of opportunities. */
export function createBoardRepository(db: Db, lists: Db = db) {
  return {
    /** A reader's side of a kept board: one small statement (a visitor is reader 0, who blocks nobody). */
    async readerSide(readerId: number) {
      const [row] = await readerSide(lists, { viewer: readerId });
      return {
        hidden: (row?.hidden ?? []).map(Number),
        versions: { opportunities: Number(row?.opportunities ?? 0), cards: Number(row?.cards ?? 0) },
      };
    },

    /**
     * One statement: the page's cards, the count and every facet, each facet counted over the other filters
     * (a row failing two filters counts nowhere, so only rows failing at most one are kept).
     */
    async board(f: BoardFilters, reader: Reader, seen: Visibility, order: BoardOrder, page: number) {
      const flags = facetFlags(facetFilters(f, reader));
      const all = flags.all;
      const orders: Record<BoardOrder, SQL> = {
        newest: sql`${newestFirst(sql`c.published_at`)}, ${newestFirst(sql`c.id`)}`,
        deadline: sql`c.deadline, c.id`,
      };
      const grouped = (facet: string, value: SQL, where: SQL = sql`true`) =>
        sql`select ${facet} as facet, ${value} as value, count(*) as n from c where ${where} and ${all(facet)} group by 2`;
      const flagged = (facet: string, where: SQL) =>
        sql`select ${facet}, '1', count(*) from c where ${where} and ${all(facet)} having count(*) > 0`;
      const parts = [
        grouped('kind', sql`c.kind`),
        grouped('category', sql`c.category::text`),
        grouped('country', sql`c.country`, sql`c.country is not null`),
        grouped('city', sql`c.city`, sql`c.city <> ''`),
        grouped('pay', sql`c.pay_kind`),
        flagged('remote', sql`c.remote`),
        flagged('soon', sql`c.soon`),
      ];
      if (isTalent(reader)) parts.push(flagged('fits', sql`c.fits`));
      // A talent's fitting opportunities, found once for the statement and joined by one hash.
      const fitting = isTalent(reader)
        ? sql`fit as materialized (select distinct opportunity_id from (${fittingRoles(reader.id)}) x),`
        : sql``;
      const fits = isTalent(reader) ? sql`fit.opportunity_id is not null` : sql`null::boolean`;
      const fitJoin = isTalent(reader) ? sql`left join fit on fit.opportunity_id = o.id` : sql``;
      const [row] = await queryRows<{ n: number | string; rows: unknown; facets: unknown }>(
        db,
        sql`with ${fitting} f as (
            select o.id, o.kind, o.category, o.country, o.city, o.remote, o.pay_kind, o.deadline, o.published_at,
              ${soonCondition} as soon, ${fits} as fits
            from ${opportunities} o ${fitJoin} where ${baseOf(f, seen)}
          ),
          g as (select o.* ${flags.columns} from f o),
          c as materialized (select * from g where ${flags.kept})
          select (select count(*) from c where ${all()}) as n,
            (select coalesce(json_agg(p.card order by p.ord), '[]'::json) from (
              select ${cardJson(reader, sql`c.fits`)} as card, c.ord from (
                select c.*, row_number() over (order by ${orders[order]}) as ord from c where ${all()}
                order by ${orders[order]} limit ${BOARD_PAGE_SIZE} offset ${(page - 1) * BOARD_PAGE_SIZE}) c
              join ${opportunities} o on o.id = c.id) p) as rows,
            (select coalesce(json_agg(json_build_object('facet', x.facet, 'value', x.value, 'n', x.n)), '[]'::json)
              from (${sql.join(parts, sql` union all `)}) x) as facets`,
      );
      return {
        count: Number(row?.n ?? 0),
        rows: parsed<CardRow[]>(row?.rows ?? []),
        facets: parsed<Array<{ facet: string; value: string; n: number | string }>>(row?.facets ?? []).map((x) => ({
          facet: x.facet,
          value: String(x.value),
          n: Number(x.n),
        })),
      };
    },

    /**
     * Open roles that fit the talent's sheet, newest first: her fitting roles read once (`role_fits`), then the
     * newest-first index walked until enough are among them (`is true` keeps that a hashed test, not a join).
     */
    async fitsMe(talentId: number, seen: Visibility, limit: number) {
      const reader: Reader = { id: talentId, type: 'talento' };
      return queryRows<{ card: unknown; roleId: number | string; roleName: string }>(
        db,
        sql`with fit as materialized (${fittingRoles(talentId)})
          select ${cardJson(reader, sql`true`)} as card, r.id as "roleId", r.name as "roleName"
          from ${opportunities} o join ${opportunityRoles} r on r.opportunity_id = o.id
          where ${listed(seen)} and (r.id in (select fit.id from fit)) is true
          order by ${newestFirst(sql`o.published_at`)}, ${newestFirst(sql`o.id`)}, r.position limit ${limit}`,
      ).then((rows) => rows.map((x) => ({ ...x, card: parsed<CardRow>(x.card) })));
    },

    /** The agency's own, every state (or one), newest change first, with their applicants and unfiled ones. */
    async mine(agencyId: number, state: string | undefined, page: number, pageSize: number) {
      const reader: Reader = { id: agencyId, type: 'agencia' };
      const where = sql`o.agency_id = ${agencyId}${state ? sql` and o.state = ${state}` : sql``}`;
      const [row] = await queryRows<{ n: number | string; rows: unknown }>(
        db,
        sql`select (select count(*) from ${opportunities} o where ${where}) as n,
          (select coalesce(json_agg(p.item order by p.ord), '[]'::json) from (
            select json_build_object('card', ${cardJson(reader)},
              'applicants', (select count(*) from applications ap where ap.opportunity_id = o.id and ap.state = 'sent'),
              'unfiled', (select count(*) from applications ap where ap.opportunity_id = o.id and ap.state = 'sent'
                and ap.filing = 'unfiled')) as item,
              row_number() over (order by ${newestFirst(sql`o.updated_at`)}, ${newestFirst(sql`o.id`)}) as ord
            from ${opportunities} o where ${where}
            order by ${newestFirst(sql`o.updated_at`)}, ${newestFirst(sql`o.id`)}
            limit ${pageSize} offset ${(page - 1) * pageSize}) p) as rows`,
      );
      return {
        count: Number(row?.n ?? 0),
        rows: parsed<Array<{ card: CardRow; applicants: number | string; unfiled: number | string }>>(row?.rows ?? []),
      };
    },
  };
}

export type BoardRepository = ReturnType<typeof createBoardRepository>;
