import { sql, type SQL } from 'drizzle-orm';
import { PAGE_SIZE } from '@vitrina/contract/constants';
import { ageRanges } from '@vitrina/contract/scouting-fields';
import { queryRows, type Db } from '../../db/client.ts';
import { idArray } from '../../db/id-list.ts';
import { facetFlags } from '../../db/facet-flags.ts';
import { newestFirst } from '../../db/order.ts';
import { talentAttributes, talentAvailability } from '../../db/schema/talent-attributes.ts';
import { categoryIdsOf, inAnyCategory } from '../categories/interest-filters.ts';
import type { Visibility } from '../graph/visibility.ts';
import type { CardPhotosColumn } from '../profiles/card-photos-port.ts';
import { foldedTerm } from '../profiles/search-text.ts';
import type { AttributeFilter, ScoutingFilters } from './scouting-filters.ts';
import { talentColumns, toTalentRecord, type TalentRecord } from '../profiles/talent-card.ts';

export type ScoutingOrder = 'relevance' | 'newest' | 'followers';

/** Who is searching: what their filters may match, what counts they may see, whether minors show. */
export interface Searcher {
  seen: Visibility;
  /** Value visibilities a filter matches (talents: public only; agencies: all three). */
  matchable: string[];
  /** Value visibilities counted in facets (never searchable-only). */
  countable: string[];
  /** Availability audiences the searcher sees. */
  audiences: string[];
  /** Agencies not verified do not find minors. */
  hideMinors: boolean;
}

const texts = (values: readonly string[]) => sql`${sql.param([...values])}::text[]`;
const ADULT = sql`(current_date - interval '18 years')`;
const ageYears = sql`extract(year from age(current_date, c.birthdate))::int`;
const ageKey = sql`case ${sql.join(
  ageRanges.map((r) => sql`when ${ageYears} between ${r.min} and ${r.max} then ${r.key}`),
  sql` `,
)} end`;

/** The faceted search: one statement for the count, the facets and the page's ids. */
export function createScoutingSearchRepository(db: Db, cardPhotos: CardPhotosColumn) {
  const attributeMatch = (filter: AttributeFilter, who: Searcher): SQL => {
    const on = sql`a.key = ${filter.field.key} and a.visibility = any(${texts(who.matchable)})`;
    if (filter.kind === 'range') {
      const lo = filter.min === null ? sql`` : sql` and a.num >= ${filter.min}`;
      const hi = filter.max === null ? sql`` : sql` and a.num <= ${filter.max}`;
      return sql`u.id in (select a.user_id from ${talentAttributes} a where ${on} and a.num is not null${lo}${hi})`;
    }
    const value =
      filter.field.type === 'texts'
        ? sql`vitrina_search_term(a.value) = any(select vitrina_search_term(x) from unnest(${texts(filter.values)}) x)`
        : sql`a.value = any(${texts(filter.values)})`;
    return sql`u.id in (select a.user_id from ${talentAttributes} a where ${on} and ${value})`;
  };

  /**
   * Willing to travel to another country: `travel` is `world` ("anywhere"); `country` means within one's own, so
   * such a talent is found through their own country only. Matched on the values the searcher may filter by.
   */
  const travels = (visibilities: readonly string[]) =>
    sql`u.id in (select a.user_id from ${talentAttributes} a where a.key = 'travel' and a.value = 'world'
      and a.visibility = any(${texts(visibilities)}))`;

  const running = (who: Searcher) => sql`v.expires_at > now() and v.audience = any(${texts(who.audiences)})`;

  /** The filters that are facets too, each a named condition over `u`. */
  function facetFilters(f: ScoutingFilters, who: Searcher): Array<{ facet: string; cond: SQL }> {
    const list: Array<{ facet: string; cond: SQL }> = [];
    if (f.category !== null)
      list.push({
        facet: 'category',
        cond: inAnyCategory(sql`u.id`, [f.category]),
      });
    if (f.countries.length) {
      const home = sql`u.country = any(${texts(f.countries)})`;
      list.push({ facet: 'country', cond: f.travellers ? sql`(${home} or ${travels(who.matchable)})` : home });
    }
    if (f.available.length)
      list.push({
        facet: 'available',
        cond: sql`u.id in (select v.user_id from ${talentAvailability} v where v.kind = any(${texts(f.available)}) and ${running(who)})`,
      });
    if (f.ages.length) {
      const ranges = ageRanges.filter((r) => f.ages.includes(r.key));
      list.push({
        facet: 'age',
        cond: sql`(${sql.join(
          ranges.map(
            (r) => sql`(u.birthdate <= current_date - make_interval(years => ${r.min})
              and u.birthdate > current_date - make_interval(years => ${r.max + 1}))`,
          ),
          sql` or `,
        )})`,
      });
    }
    for (const filter of f.attributes) list.push({ facet: filter.field.key, cond: attributeMatch(filter, who) });
    return list;
  }

  /** Filters that are not facets: the visibility rule, minors, the text, the city, what the work holds. */
  function baseOf(f: ScoutingFilters, who: Searcher): SQL {
    return sql`u.id <> ${who.seen.viewerId} and ${unlessSelf(f, who)}`;
  }

  /** `baseOf` but for leaving the searcher out: the searcher is a talent too, and may match. */
  function unlessSelf(f: ScoutingFilters, who: Searcher): SQL {
    const where = [sql`u.type = 'talento' and u.is_verified and ${who.seen.shows(sql`u.id`)}`];
    if (who.hideMinors) where.push(sql`(u.birthdate is null or u.birthdate <= ${ADULT})`);
    if (f.q) {
      const term = foldedTerm(f.q);
      where.push(sql`(u.search_text like '%' || ${term} || '%' escape '\\'
        or vitrina_search_term(u.ciudad || ' ' || u.biography) like '%' || ${term} || '%' escape '\\')`);
    }
    if (f.city) where.push(sql`vitrina_search_term(u.ciudad) = vitrina_search_term(${f.city})`);
    const live = sql`p.author_id = u.id and p.deleted_at is null`;
    const fileOf = (kind: string) =>
      sql`exists (select 1 from post_files pf join posts p on p.id = pf.post_id where pf.author_id = u.id
        and pf.kind = ${kind} and ${live})`;
    if (f.has.includes('photos')) where.push(fileOf('PHOTO'));
    if (f.has.includes('documents')) where.push(fileOf('FILE'));
    if (f.has.includes('videos'))
      where.push(
        sql`exists (select 1 from posts p where ${live} and (p.video_id is not null or p.video_file_id is not null))`,
      );
    return sql.join(where, sql` and `);
  }

  return {
    async search(
      f: ScoutingFilters,
      who: Searcher,
      order: ScoutingOrder,
      facetKeys: readonly string[],
      page: number,
    ): Promise<{ ids: number[]; count: number; facets: Array<{ facet: string; value: string; n: number }> }> {
      const filters = facetFilters(f, who);
      const flags = facetFlags(filters);
      const all = flags.all;
      const rank = f.q
        ? sql`case when u.search_text like ${foldedTerm(f.q)} || '%' escape '\\' then 0
            when u.search_text like '% ' || ${foldedTerm(f.q)} || '%' escape '\\' then 1 else 2 end`
        : sql`case when u.id in (select v.user_id from ${talentAvailability} v where ${running(who)}) then 0 else 1 end`;
      const orders: Record<ScoutingOrder, SQL> = {
        relevance: sql`c.rank, ${newestFirst(sql`c.followers_count`)}, ${newestFirst(sql`c.id`)}`,
        newest: sql`${newestFirst(sql`c.created_at`)}, ${newestFirst(sql`c.id`)}`,
        followers: sql`${newestFirst(sql`c.followers_count`)}, ${newestFirst(sql`c.id`)}`,
      };
      const byKey = filters.filter((x) => facetKeys.includes(x.facet)).map((x) => x.facet);
      const attributeScope = byKey.length
        ? sql`case a.key ${sql.join(
            byKey.map((key) => sql`when ${key} then ${all(key)}`),
            sql` `,
          )} else ${all()} end`
        : all();
      const parts = [
        sql`select 'category' as facet, i.id::text as value, count(*) as n from c
          cross join lateral unnest(${categoryIdsOf(sql`c.id`)}) as i(id) where ${all('category')} group by 2`,
        sql`select 'country', c.country, count(*) from c where ${all('country')} group by 2`,
        sql`select 'available', v.kind, count(*) from c join ${talentAvailability} v on v.user_id = c.id
          where ${running(who)} and ${all('available')} group by 2`,
        sql`select 'age', ${ageKey}, count(*) from c where c.birthdate is not null and ${all('age')} group by 2`,
      ];
      // Beside the countries: how many of other countries travel there (counted on countable values, as facets are).
      if (f.countries.length)
        parts.push(sql`select 'travellers', '1', count(*) from c
          where c.travels and not c.country = any(${texts(f.countries)}) and ${all('country')}`);
      if (facetKeys.length)
        parts.push(sql`select a.key, a.value, count(*) from c join ${talentAttributes} a on a.user_id = c.id
          where a.key = any(${texts(facetKeys)}) and a.visibility = any(${texts(who.countable)}) and ${attributeScope}
          group by 1, 2`);
      const [row] = await queryRows<{ n: number | string; ids: unknown; facets: unknown }>(
        db,
        sql`with f as (
            select u.id, u.country, u.birthdate, u.followers_count, u.created_at, ${rank} as rank,
              ${f.countries.length ? travels(who.countable) : sql`false`} as travels ${flags.columns}
            from users u where ${baseOf(f, who)}
          ),
          c as materialized (select * from f where ${flags.kept})
          select (select count(*) from c where ${all()}) as n,
            array(select c.id from c where ${all()} order by ${orders[order]}
              limit ${PAGE_SIZE} offset ${(page - 1) * PAGE_SIZE}) as ids,
            (select coalesce(json_agg(json_build_object('facet', x.facet, 'value', x.value, 'n', x.n)), '[]'::json)
              from (${sql.join(parts, sql` union all `)}) x where x.value is not null) as facets`,
      );
      const facets = typeof row?.facets === 'string' ? JSON.parse(row.facets) : row?.facets;
      return {
        ids: ((row?.ids as Array<number | string> | null) ?? []).map(Number),
        count: Number(row?.n ?? 0),
        facets: (facets as Array<{ facet: string; value: string; n: number | string }>).map((x) => ({
          ...x,
          n: Number(x.n),
        })),
      };
    },

    /** Whether `person` would count anywhere in the answer (the searcher aside): base filters, at most one facet failed. */
    among(f: ScoutingFilters, who: Searcher, person: number): SQL {
      const flags = facetFlags(facetFilters(f, who));
      return sql`exists (select 1 from (select u.id ${flags.columns} from users u
        where u.id = ${person} and ${unlessSelf(f, who)}) f where ${flags.kept})`;
    },

    /**
     * Every talent matching all the filters (the search's own conditions, no facets), newest first, leaving out
     * the ids of `except` (a subquery): what a saved search's alert round and its first snapshot read.
     */
    async matches(f: ScoutingFilters, who: Searcher, except: SQL | null, limit: number): Promise<number[]> {
      const conds = [baseOf(f, who), ...facetFilters(f, who).map((x) => x.cond)];
      if (except) conds.push(sql`u.id not in (${except})`);
      const rows = await queryRows<{ id: number | string }>(
        db,
        sql`select u.id from users u where ${sql.join(conds, sql` and `)}
          order by ${newestFirst(sql`u.created_at`)}, ${newestFirst(sql`u.id`)} limit ${limit}`,
      );
      return rows.map((row) => Number(row.id));
    },

    /**
     * The search's filters over `users u` for another module's list of people: what is no facet as one
     * condition, and each facet's own (that list counts each facet over the other filters).
     */
    conditions(f: ScoutingFilters, who: Searcher): { base: SQL; facets: Array<{ facet: string; cond: SQL }> } {
      return { base: baseOf(f, who), facets: facetFilters(f, who) };
    },

    /**
     * `(key, value, n)` rows of the choice fields over the people of `source` (`person` its id column), a few
     * thousand at most, each key's rows those `scope(key)` keeps (its count over the other filters): the planner
     * probes each person's values for a few, and hashes the fields' index range for thousands (a pipeline of
     * 5,000: 57 ms against 550 ms probing each, bench/opportunities.ts).
     */
    facetCounts(source: SQL, person: SQL, who: Searcher, keys: readonly string[], scope: (key: string) => SQL): SQL {
      const scoped = keys.length
        ? sql`case a.key ${sql.join(
            keys.map((key) => sql`when ${key} then ${scope(key)}`),
            sql` `,
          )} else false end`
        : sql`false`;
      return sql`select a.key, a.value, count(*)::int as n from ${source} join ${talentAttributes} a
          on a.user_id = ${person} and a.key = any(${texts(keys)}) and a.visibility = any(${texts(who.countable)})
        where ${scoped} group by 1, 2`;
    },

    /** The cards of a page's ids, in that order. */
    async cards(seen: Visibility, ids: readonly number[]): Promise<TalentRecord[]> {
      if (!ids.length) return [];
      const rows = await queryRows<Record<string, unknown>>(
        db,
        sql`select ${talentColumns(cardPhotos, seen)} from users u where u.id = any(${idArray(ids)})
          order by array_position(${idArray(ids)}, u.id)`,
      );
      return rows.map((row) => toTalentRecord(cardPhotos, row));
    },
  };
}
