import { sql, type SQL } from 'drizzle-orm';
import { PAGE_SIZE } from '@vitrina/contract/constants';
import { queryRows, type Db } from '../../db/client.ts';
import { categoryIdsOf, inAnyCategory } from '../categories/interest-filters.ts';
import { visibleTo } from '../graph/visibility.ts';

/** A talent as the explore lists and the search read them, before mapping. */
export interface TalentRecord {
  id: number;
  nombre: string;
  apellido: string;
  profileUrl: string;
  profileImage: string | null;
  coverImage: string | null;
  ciudad: string;
  country: string;
  categories: number[];
  followersCount: number;
}

export type TalentOrder = 'followers' | 'recent';

export interface TalentFilter {
  /** Talents with at least one of these categories; undefined for every talent. */
  categoryIds?: readonly number[];
  /** Talents with none of these categories. */
  excludeCategoryIds?: readonly number[];
  country?: string;
}

/** `\`, `%` and `_` of a search term as plain text in a LIKE pattern (escape character `\`). */
export function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}

const ORDERS: Record<TalentOrder, SQL> = {
  // Both orders are the leading columns of a (type, …, id desc) index: a page is an index range.
  followers: sql`u.followers_count desc, u.id desc`,
  recent: sql`u.created_at desc, u.id desc`,
};

/**
 * The discovery lists (first document §§2, 6, 7): confirmed talents only (the profile a card links to
 * exists), never the viewer, nobody in a block
 * relation with the viewer (the one visibility rule), each in a total order so pages never repeat or
 * skip a talent. A page is two statements, the rows and the count, run together.
 */
export function createDiscoveryRepository(db: Db) {
  const columns = sql`u.id, u.nombre, u.apellido, u.profile_url, u.profile_image, u.cover_image, u.ciudad, u.country,
    u.followers_count, ${categoryIdsOf(sql`u.id`)} as categories`;
  const talentsFor = (viewerId: number) =>
    sql`u.type = 'talento' and u.is_verified and u.id <> ${viewerId} and ${visibleTo(viewerId, sql`u.id`)}`;

  const filtered = (viewerId: number, filter: TalentFilter) => {
    const conditions = [talentsFor(viewerId)];
    if (filter.categoryIds) conditions.push(inAnyCategory(sql`u.id`, filter.categoryIds));
    if (filter.excludeCategoryIds?.length)
      conditions.push(sql`not ${inAnyCategory(sql`u.id`, filter.excludeCategoryIds)}`);
    if (filter.country) conditions.push(sql`u.country = ${filter.country}`);
    return sql.join(conditions, sql` and `);
  };

  const page = async (where: SQL, order: SQL, pageNumber: number) => {
    const [rows, [total]] = await Promise.all([
      queryRows<Record<string, unknown>>(
        db,
        sql`select ${columns} from users u where ${where} order by ${order}
            limit ${PAGE_SIZE} offset ${(pageNumber - 1) * PAGE_SIZE}`,
      ),
      queryRows<{ n: number | string }>(db, sql`select count(*) as n from users u where ${where}`),
    ]);
    return { rows: rows.map(toRecord), count: Number(total?.n ?? 0) };
  };

  return {
    /** Featured (most followed first) or recent (newest first) talents, optionally by category and country. */
    async listTalents(viewerId: number, order: TalentOrder, filter: TalentFilter, pageNumber: number) {
      return page(filtered(viewerId, filter), ORDERS[order], pageNumber);
    },

    /**
     * Up to `limit` distinct talents of the filter in an order drawn from `seed`: the same seed
     * gives the same talents, another seed others. The candidates are hashed with the seed and the
     * lowest hashes win (a top-N sort, no full ordering kept).
     */
    async sampleTalents(viewerId: number, filter: TalentFilter, seed: number, limit: number) {
      const rows = await queryRows<Record<string, unknown>>(
        db,
        sql`select ${columns} from users u where ${filtered(viewerId, filter)}
            order by md5(u.id::text || ':' || ${String(seed)}::text), u.id limit ${limit}`,
      );
      return rows.map(toRecord);
    },

    /**
     * Talents whose name, surname or profile URL contain `term`, accent- and case-insensitive (both sides
     * folded by the same SQL function the trigram index is built on), best first: the whole text
     * starting with the term, then a word starting with it, then any other place; then closeness, then
     * followers, then id.
     */
    async search(viewerId: number, term: string, pageNumber: number) {
      const text = sql`vitrina_search_text(u.nombre, u.apellido, u.profile_url)`;
      const folded = sql`vitrina_search_term(${escapeLike(term)})`;
      const where = sql`${talentsFor(viewerId)} and ${text} like '%' || ${folded} || '%' escape '\\'`;
      const order = sql`case when ${text} like ${folded} || '%' escape '\\' then 0
          when ${text} like '% ' || ${folded} || '%' escape '\\' then 1 else 2 end,
        similarity(${text}, vitrina_search_term(${term})) desc, u.followers_count desc, u.id desc`;
      return page(where, order, pageNumber);
    },
  };
}

export type DiscoveryRepository = ReturnType<typeof createDiscoveryRepository>;

function toRecord(row: Record<string, unknown>): TalentRecord {
  return {
    id: Number(row.id),
    nombre: String(row.nombre),
    apellido: String(row.apellido),
    profileUrl: String(row.profile_url),
    profileImage: (row.profile_image as string | null) ?? null,
    coverImage: (row.cover_image as string | null) ?? null,
    ciudad: String(row.ciudad),
    country: String(row.country),
    categories: ((row.categories as (number | string)[] | null) ?? []).map(Number),
    followersCount: Number(row.followers_count),
  };
}
