import { and, count, desc, eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { idArray } from '../../db/id-list.ts';
import { shortlistEntries, shortlists, type ShortlistRow } from '../../db/schema/shortlists.ts';
import type { Visibility } from '../graph/visibility.ts';
import type { CardPhotosColumn } from '../profiles/card-photos-port.ts';
import { talentColumns as talentCardColumns, toTalentRecord, type TalentRecord } from '../profiles/talent-card.ts';

// The first key of the shortlists' advisory locks (the second is the agency); no other lock uses it.
const SHORTLISTS_LOCK = 2705;

export interface EntryRecord extends TalentRecord {
  note: string;
  tags: string[];
  addedAt: Date;
}

export interface LinkRecord extends TalentRecord {
  links: Record<string, string>;
}

export interface SummaryRecord {
  id: number;
  name: string;
  count: number;
  updatedAt: Date;
  contains: boolean | null;
}

/** Agencies' lists and their entries; every read of people goes through the viewer's `Visibility`. */
export function createShortlistsRepository(db: Db, cardPhotos: CardPhotosColumn) {
  const talentColumns = (seen: Visibility) => talentCardColumns(cardPhotos, seen);
  const toTalent = (row: Record<string, unknown>) => toTalentRecord(cardPhotos, row);
  // Hidden people (blocks either way, cancelled, suspended) are filtered, never deleted: a restore shows them again.
  const visibleCount = (seen: Visibility) => sql<number>`(select count(*)::int from ${shortlistEntries} e
    where e.shortlist_id = ${shortlists.id} and ${seen.shows(sql`e.user_id`)})`;

  return {
    /** Holds the agency's lists for the rest of the transaction: two creations cannot both take the 50th place. */
    async lockAgency(agencyId: number): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(${SHORTLISTS_LOCK}, ${agencyId}::int)`);
    },

    async countLists(agencyId: number): Promise<number> {
      const [row] = await db.select({ n: count() }).from(shortlists).where(eq(shortlists.agencyId, agencyId));
      return Number(row?.n ?? 0);
    },

    /** The agency's lists, newest change first (`shortlists_agency_idx`), each with its visible count. */
    async listSummaries(seen: Visibility, userId: number | undefined): Promise<SummaryRecord[]> {
      const contains =
        userId === undefined
          ? sql<null>`null`
          : sql<boolean>`exists (select 1 from ${shortlistEntries} e where e.shortlist_id = ${shortlists.id}
              and e.user_id = ${userId} and ${seen.shows(sql`e.user_id`)})`;
      return db
        .select({
          id: shortlists.id,
          name: shortlists.name,
          updatedAt: shortlists.updatedAt,
          count: visibleCount(seen),
          contains,
        })
        .from(shortlists)
        .where(eq(shortlists.agencyId, seen.viewerId))
        .orderBy(desc(shortlists.updatedAt), desc(shortlists.id));
    },

    async summary(seen: Visibility, listId: number): Promise<SummaryRecord | null> {
      const [row] = await db
        .select({
          id: shortlists.id,
          name: shortlists.name,
          updatedAt: shortlists.updatedAt,
          count: visibleCount(seen),
          contains: sql<null>`null`,
        })
        .from(shortlists)
        .where(and(eq(shortlists.id, listId), eq(shortlists.agencyId, seen.viewerId)));
      return row ?? null;
    },

    async create(agencyId: number, name: string): Promise<ShortlistRow> {
      const [row] = await db.insert(shortlists).values({ agencyId, name }).returning();
      return row!;
    },

    /** The agency's own list, locked for the transaction when `forUpdate` (adding and reordering); else null. */
    async findOwned(agencyId: number, listId: number, forUpdate = false): Promise<ShortlistRow | null> {
      const query = db
        .select()
        .from(shortlists)
        .where(and(eq(shortlists.id, listId), eq(shortlists.agencyId, agencyId)));
      const [row] = forUpdate ? await query.for('update') : await query;
      return row ?? null;
    },

    async rename(listId: number, name: string): Promise<void> {
      await db.update(shortlists).set({ name, updatedAt: new Date() }).where(eq(shortlists.id, listId));
    },

    async touch(listId: number): Promise<void> {
      await db.update(shortlists).set({ updatedAt: new Date() }).where(eq(shortlists.id, listId));
    },

    async remove(listId: number): Promise<void> {
      await db.delete(shortlists).where(eq(shortlists.id, listId));
    },

    /** The list's visible talents in the agency's order (`shortlist_entries_order_idx`), cards in the same statement. */
    async listEntries(seen: Visibility, listId: number): Promise<EntryRecord[]> {
      const rows = await queryRows<Record<string, unknown>>(
        db,
        sql`select ${talentColumns(seen)}, e.note, e.tags, e.added_at from ${shortlistEntries} e
          join users u on u.id = e.user_id
          where e.shortlist_id = ${listId} and ${seen.shows(sql`e.user_id`)}
          order by e.position, e.added_at, e.user_id`,
      );
      return rows.map((row) => ({
        ...toTalent(row),
        note: String(row.note),
        tags: (row.tags as string[] | null) ?? [],
        addedAt: new Date(row.added_at as string),
      }));
    },

    /** Every entry's count (hidden people included: they keep their place and count against the bound). */
    async countEntries(listId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(shortlistEntries)
        .where(eq(shortlistEntries.shortlistId, listId));
      return Number(row?.n ?? 0);
    },

    /** At the end of the list; false when the talent was already on it. */
    async addEntry(listId: number, userId: number): Promise<boolean> {
      const rows = await db.execute(sql`insert into ${shortlistEntries} (shortlist_id, user_id, position)
        select ${listId}, ${userId}, coalesce(max(position), 0) + 1 from ${shortlistEntries} where shortlist_id = ${listId}
        on conflict do nothing returning user_id`);
      return (rows as unknown as { rows: unknown[] }).rows.length > 0;
    },

    async findEntry(listId: number, userId: number) {
      const [row] = await db
        .select()
        .from(shortlistEntries)
        .where(and(eq(shortlistEntries.shortlistId, listId), eq(shortlistEntries.userId, userId)));
      return row ?? null;
    },

    async annotate(listId: number, userId: number, change: { note?: string; tags?: string[] }) {
      const [row] = await db
        .update(shortlistEntries)
        .set(change)
        .where(and(eq(shortlistEntries.shortlistId, listId), eq(shortlistEntries.userId, userId)))
        .returning({ note: shortlistEntries.note, tags: shortlistEntries.tags });
      return row ?? null;
    },

    async removeEntry(listId: number, userId: number): Promise<boolean> {
      const rows = await db
        .delete(shortlistEntries)
        .where(and(eq(shortlistEntries.shortlistId, listId), eq(shortlistEntries.userId, userId)))
        .returning({ userId: shortlistEntries.userId });
      return rows.length > 0;
    },

    /** Positions of `userIds` on the list (absent ids are missing from the map). */
    async positionsOf(listId: number, userIds: readonly number[]): Promise<Map<number, number>> {
      const rows = await queryRows<{ user_id: number | string; position: number }>(
        db,
        sql`select user_id, position from ${shortlistEntries}
          where shortlist_id = ${listId} and user_id = any(${idArray(userIds)})`,
      );
      return new Map(rows.map((row) => [Number(row.user_id), Number(row.position)]));
    },

    /** One statement: each named talent takes its new position. */
    async setPositions(listId: number, userIds: readonly number[], positions: readonly number[]): Promise<void> {
      await db.execute(sql`update ${shortlistEntries} e set position = v.position
        from (select unnest(${idArray(userIds)}) as user_id, unnest(${sql.param([...positions])}::int[]) as position) v
        where e.shortlist_id = ${listId} and e.user_id = v.user_id`);
    },

    /** Who a talent id names, for adding: null when unknown, unconfirmed, deleted or hidden from the agency. */
    async findTarget(seen: Visibility, userId: number): Promise<{ type: string | null } | null> {
      const rows = await queryRows<{ type: string | null }>(
        db,
        sql`select u.type from users u where u.id = ${userId} and u.is_verified and u.deleted_at is null
          and u.id <> ${seen.viewerId} and ${seen.shows(sql`u.id`)}`,
      );
      return rows[0] ?? null;
    },

    /** Visible confirmed talents among `ids` with their profile links, one statement. */
    async listTalents(seen: Visibility, ids: readonly number[]): Promise<LinkRecord[]> {
      const rows = await queryRows<Record<string, unknown>>(
        db,
        sql`select ${talentColumns(seen)}, json_build_object('web', p.web, 'instagram', p.instagram_url,
            'youtube', p.youtube_url, 'spotify', p.spotify_url, 'linkedin', p.linkedin_url, 'facebook', p.facebook_url,
            'twitter', p.twitter_url) as links
          from users u left join user_profiles p on p.user_id = u.id
          where u.id = any(${idArray(ids)}) and u.type = 'talento' and u.is_verified and u.deleted_at is null
            and ${seen.shows(sql`u.id`)}`,
      );
      return rows.map((row) => ({ ...toTalent(row), links: (row.links as Record<string, string> | null) ?? {} }));
    },

    /** The agency's language and the name it goes by, for the exports. */
    async agencyOf(userId: number): Promise<{ lang: string; name: string }> {
      const rows = await queryRows<{ lang_code: string; name: string }>(
        db,
        sql`select u.lang_code, coalesce(nullif(p.agency_name, ''), trim(u.nombre || ' ' || u.apellido)) as name
          from users u left join user_profiles p on p.user_id = u.id where u.id = ${userId}`,
      );
      return { lang: rows[0]?.lang_code ?? 'es', name: rows[0]?.name ?? '' };
    },
  };
}

export type ShortlistsRepository = ReturnType<typeof createShortlistsRepository>;
