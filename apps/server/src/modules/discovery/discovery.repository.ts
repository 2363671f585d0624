import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { PAGE_SIZE } from '@vitrina/contract/constants';
import { queryRows, type Db } from '../../db/client.ts';
import { preparedSqlByKey } from '../../db/prepared-sql.ts';
import { limitText, newestFirst } from '../../db/order.ts';
import { inAnyCategory } from '../categories/interest-filters.ts';
import { viewerFollows } from '../graph/network.ts';
import { visibleToPlaceholder, type Visibility } from '../graph/visibility.ts';
import type { CardPhotosColumn } from '../profiles/card-photos-port.ts';
import { escapeLike, foldedTerm, nameContains } from '../profiles/search-text.ts';
import { listEpoch } from '../../db/schema/list-epoch.ts';
import { talentColumns, toTalentRecord, type TalentRecord } from '../profiles/talent-card.ts';

export type { TalentRecord };

/** `match`: best matches of the filter's term first (the header search), then most followed. */
export type TalentOrder = 'followers' | 'recent' | 'match';

export interface TalentFilter {
  /** Talents with at least one of these categories; undefined for every talent. */
  categoryIds?: readonly number[];
  /** Talents with none of these categories. */
  excludeCategoryIds?: readonly number[];
  country?: string;
  /** Talents whose name, surname or profile URL match it (the header search). */
  term?: string;
}

const ORDERS: Record<Exclude<TalentOrder, 'match'>, SQL> = {
  // Both orders are those of a (type, … desc, id desc) index (see newestFirst): a page is an index range.
  followers: sql`${newestFirst(sql`u.followers_count`)}, ${newestFirst(sql`u.id`)}`,
  recent: sql`${newestFirst(sql`u.created_at`)}, ${newestFirst(sql`u.id`)}`,
};

/** Terms this short match the start of a word only (an indexed match); longer ones match anywhere. */
const WORD_START_ONLY = 2;
const pageSize = limitText(PAGE_SIZE);
type Num = number | string;
type IdArray = Num[] | null;
const listEpochColumn = () => sql`(select ${listEpoch.epoch} from ${listEpoch} where ${listEpoch.id} = 1)`;

/** A filter's terms: its values, or a statement's placeholders for them (a statement written once, decision 0001). */
interface FilterTerms {
  categoryIds?: readonly number[] | SQLWrapper;
  excludeCategoryIds?: readonly number[] | SQLWrapper;
  country?: string | SQLWrapper;
  term?: { text: string | SQLWrapper; short: boolean };
}

const termOf = (term: string | undefined) =>
  term ? { text: term, short: [...term].length <= WORD_START_ONLY } : undefined;
const termsOf = (filter: TalentFilter): FilterTerms => ({ ...filter, term: termOf(filter.term) });

const slotsOf = (filter: TalentFilter): FilterTerms => ({
  categoryIds: filter.categoryIds && sql.placeholder('categories'),
  excludeCategoryIds: filter.excludeCategoryIds?.length ? sql.placeholder('excluded') : undefined,
  country: filter.country ? sql.placeholder('country') : undefined,
  term: filter.term ? { text: sql.placeholder('term'), short: termOf(filter.term)!.short } : undefined,
});

/** A term's match (a word's start only for short terms: indexed), and its rank: the text's start, a word's, inside. */
function matching(term: NonNullable<FilterTerms['term']>) {
  const folded = foldedTerm(term.text);
  const startsText = sql`u.search_text like ${folded} || '%' escape '\\'`;
  const startsWord = sql`u.search_text like '% ' || ${folded} || '%' escape '\\'`;
  return {
    where: term.short ? sql`(${startsText} or ${startsWord})` : nameContains(term.text),
    rank: sql`case when ${startsText} then 0 when ${startsWord} then 1 else 2 end`,
  };
}

const orderOf = (order: TalentOrder, filter: FilterTerms): SQL => {
  if (order !== 'match') return ORDERS[order];
  return filter.term ? sql`${matching(filter.term).rank}, ${ORDERS.followers}` : ORDERS.followers;
};

const viewerSides = preparedSqlByKey<{ hidden: IdArray; epoch: Num; n: Num }>();

/** Discovery lists: confirmed talents only, never the viewer, nobody hidden; a total order per list. */
export function createDiscoveryRepository(db: Db, cardPhotos: CardPhotosColumn, lists: Db = db) {
  const columns = (seen: Visibility) => talentColumns(cardPhotos, seen);
  // The predicate of the partial indexes of migration 0007 (confirmed talents), then the viewer's rules.
  const confirmedTalents = sql`u.type = 'talento' and u.is_verified`;
  const talentsFor = (seen: Visibility) =>
    sql`${confirmedTalents} and u.id <> ${seen.viewerId} and ${seen.shows(sql`u.id`)}`;

  const withFilter = (base: SQL, filter: FilterTerms) => {
    const conditions = [base];
    const excluded = filter.excludeCategoryIds;
    if (filter.categoryIds) conditions.push(inAnyCategory(sql`u.id`, filter.categoryIds));
    if (excluded && (!Array.isArray(excluded) || excluded.length > 0))
      conditions.push(sql`not ${inAnyCategory(sql`u.id`, excluded)}`);
    if (filter.country) conditions.push(sql`u.country = ${filter.country}`);
    if (filter.term) conditions.push(matching(filter.term).where);
    return sql.join(conditions, sql` and `);
  };
  const filtered = (seen: Visibility, filter: TalentFilter) => withFilter(talentsFor(seen), termsOf(filter));
  /** A list as everyone shares it (decision 0006): nobody left out yet. */
  const listed = (filter: FilterTerms) => withFilter(confirmedTalents, filter);

  const countOf = (where: SQL) => sql`(select count(*) from users u where ${where})`;
  // Past page 1 the page's ids are chosen first, so a card's columns are computed for the page's rows only;
  // the count is one more column, computed once.
  const rowsOf = (seen: Visibility, where: SQL, order: SQL, pageNumber: number) =>
    pageNumber === 1
      ? sql`select ${columns(seen)}, ${countOf(where)} as total from users u where ${where} order by ${order}
          limit ${pageSize}`
      : sql`select ${columns(seen)}, ${countOf(where)} as total from users u
          where u.id in (select u.id from users u where ${where} order by ${order}
            limit ${pageSize} offset ${(pageNumber - 1) * PAGE_SIZE})
          order by ${order}`;

  const toRecord = (row: Record<string, unknown>): TalentRecord => toTalentRecord(cardPhotos, row);

  const page = async (pool: Db, seen: Visibility, where: SQL, order: SQL, pageNumber: number) => {
    const rows = await queryRows<Record<string, unknown>>(pool, rowsOf(seen, where, order, pageNumber));
    const total = rows.length
      ? rows[0]!.total
      : (await queryRows<{ n: number | string }>(pool, sql`select ${countOf(where)} as n`))[0]?.n;
    return { rows: rows.map(toRecord), count: Number(total ?? 0) };
  };

  return {
    /** Featured, recent or best-matching talents, optionally by category, country and search term. */
    async listTalents(seen: Visibility, order: TalentOrder, filter: TalentFilter, pageNumber: number) {
      const terms = termsOf(filter);
      return page(lists, seen, withFilter(talentsFor(seen), terms), orderOf(order, terms), pageNumber);
    },

    /** A shared list's viewer's side: ids hidden from them, the epoch, and how many of those (or them) it holds. */
    async viewerSide(seen: Visibility, filter: TalentFilter) {
      // Written once per filter's shape: every page of a shared list runs it.
      const short = termOf(filter.term)?.short;
      const shape =
        [filter.categoryIds, filter.excludeCategoryIds?.length, filter.country].map(Boolean).join(':') +
        `:${short ?? ''}`;
      const statement = viewerSides(shape, () => {
        const viewer = visibleToPlaceholder();
        return sql`with hidden as materialized (select id from ${viewer.hidden} as hidden(id))
          select array(select id from hidden) as hidden, ${listEpochColumn()} as epoch,
            (select count(*) from (select id from hidden union select ${viewer.viewerId}::bigint) h
              where (select u.id from users u where u.id = h.id and ${listed(slotsOf(filter))}) is not null) as n`;
      });
      const [row] = await statement(lists, {
        viewer: seen.viewerId,
        categories: `{${filter.categoryIds?.join(',') ?? ''}}`,
        excluded: `{${filter.excludeCategoryIds?.join(',') ?? ''}}`,
        country: filter.country ?? '',
        term: filter.term ? escapeLike(filter.term) : '',
      });
      return { hidden: (row?.hidden ?? []).map(Number), epoch: Number(row?.epoch ?? 0), excluded: Number(row?.n ?? 0) };
    },

    /** A list's first `size` ids for everyone, its whole count, and the epoch they were read at. */
    async window(order: TalentOrder, filter: TalentFilter, size: number) {
      const terms = termsOf(filter);
      const [row] = await queryRows<{ ids: IdArray; total: Num; epoch: Num }>(
        lists,
        sql`select array(select u.id from users u where ${listed(terms)} order by ${orderOf(order, terms)}
            limit ${limitText(size)}) as ids,
          (select count(*) from users u where ${listed(terms)}) as total, ${listEpochColumn()} as epoch`,
      );
      return { ids: (row?.ids ?? []).map(Number), total: Number(row?.total ?? 0), epoch: Number(row?.epoch ?? 0) };
    },

    /** Cards visible to `seen`'s viewer, none theirs: as anyone of the viewer's type sees them. */
    async cards(seen: Visibility, ids: readonly number[]) {
      const rows = await queryRows<Record<string, unknown>>(
        lists,
        sql`select ${columns(seen)}, ${listEpochColumn()} as epoch from users u
          where u.id = any(${sql.param([...ids])}::bigint[])`,
      );
      return { records: rows.map(toRecord), epoch: Number(rows[0]?.epoch ?? 0) };
    },

    /** Up to `limit` talents drawn from `seed` (a hashed starting id, wrapping round): two short key ranges. */
    async sampleTalents(seen: Visibility, filter: TalentFilter, seed: number, limit: number) {
      const where = filtered(seen, filter);
      // A scalar subquery (an init plan, run once) so that each range starts in the primary key.
      const start = sql`(select (${seed}::bigint * 2654435761) % greatest(max(id), 1) + 1 from users)`;
      const n = limitText(limit);
      const rows = await queryRows<Record<string, unknown>>(
        lists,
        sql`select * from (
              (select 0 as part, ${columns(seen)} from users u where ${where} and u.id >= ${start} order by u.id limit ${n})
              union all
              (select 1 as part, ${columns(seen)} from users u where ${where} and u.id < ${start} order by u.id limit ${n})
            ) drawn order by part, id limit ${n}`,
      );
      return rows.map(toRecord);
    },

    /** People to follow: talents with a post whom the viewer does not follow, own country first, then most followed. */
    async suggestTalents(seen: Visibility, filter: TalentFilter, limit: number) {
      const where = sql`${filtered(seen, filter)} and u.posts_count > 0 and not ${viewerFollows(seen.viewerId, sql`u.id`)}`;
      const home = sql`(select country from users where id = ${seen.viewerId})`;
      const n = limitText(limit);
      const rows = await queryRows<Record<string, unknown>>(
        lists,
        sql`select * from (
              (select 0 as part, ${columns(seen)} from users u where ${where} and u.country = ${home}
                order by ${ORDERS.followers} limit ${n})
              union all
              (select 1 as part, ${columns(seen)} from users u where ${where} and u.country <> ${home}
                order by ${ORDERS.followers} limit ${n})
            ) drawn order by part, followers_count desc, id desc limit ${n}`,
      );
      return rows.map(toRecord);
    },
  };
}

export type DiscoveryRepository = ReturnType<typeof createDiscoveryRepository>;
