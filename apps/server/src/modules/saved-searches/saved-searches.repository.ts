import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import { isTrue, queryRows, type Db } from '../../db/client.ts';
import { idArray } from '../../db/id-list.ts';
import { newestFirst } from '../../db/order.ts';
import { savedSearches, savedSearchReported, type SavedSearchRow } from '../../db/schema/saved-searches.ts';
import { userProfiles } from '../../db/schema/user-profiles.ts';
import { users } from '../../db/schema/users.ts';
import { watermarkMove, watermarkOf, windowEnd } from '../../jobs/due-round.ts';

// The first key of the saved searches' advisory locks (the second is the agency); no other lock uses it.
const SAVED_SEARCHES_LOCK = 2704;

/** A claimed search with what its alert needs of its agency. */
export interface DueSearch {
  id: number;
  /** The owner (an agency, or a talent for a board search). */
  agencyId: number;
  ownerType: string | null;
  kind: string;
  name: string;
  query: string;
  frequency: string;
  unsubscribeToken: string;
  email: string;
  langCode: string;
  agencyName: string;
  nombre: string;
  apellido: string;
  /** A board search's window: opportunities published after `checkedAt` until now (milliseconds) are new. */
  checkedAt: Date;
  until: Date;
  /** False for a cancelled, deleted, unconfirmed or suspended agency: its searches wait a period, unchecked. */
  active: boolean;
}

/** Saved searches (agencies' of talents, talents' of the board), and the talents each agency's already knows. */
export function createSavedSearchesRepository(db: Db) {
  return {
    /** Holds the agency's searches for the rest of the transaction: two saves cannot both take the 20th place. */
    async lockAgency(agencyId: number): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(${SAVED_SEARCHES_LOCK}, ${agencyId}::int)`);
    },

    async countOf(agencyId: number): Promise<number> {
      const [row] = await db.select({ n: count() }).from(savedSearches).where(eq(savedSearches.agencyId, agencyId));
      return Number(row?.n ?? 0);
    },

    /** Newest first (`saved_searches_agency_idx`). */
    listOf(agencyId: number): Promise<SavedSearchRow[]> {
      return db
        .select()
        .from(savedSearches)
        .where(eq(savedSearches.agencyId, agencyId))
        .orderBy(newestFirst(savedSearches.createdAt), newestFirst(savedSearches.id));
    },

    async findOwned(agencyId: number, searchId: number): Promise<SavedSearchRow | null> {
      const [row] = await db
        .select()
        .from(savedSearches)
        .where(and(eq(savedSearches.id, searchId), eq(savedSearches.agencyId, agencyId)));
      return row ?? null;
    },

    async create(values: typeof savedSearches.$inferInsert): Promise<SavedSearchRow> {
      const [row] = await db.insert(savedSearches).values(values).returning();
      return row!;
    },

    async update(searchId: number, change: Partial<Pick<SavedSearchRow, 'name' | 'frequency' | 'alerts'>>) {
      const [row] = await db.update(savedSearches).set(change).where(eq(savedSearches.id, searchId)).returning();
      return row ?? null;
    },

    async remove(searchId: number): Promise<void> {
      await db.delete(savedSearches).where(eq(savedSearches.id, searchId));
    },

    /** The token's search stops alerting; only that one (the token is unique and random). */
    async unsubscribe(token: string): Promise<{ name: string } | null> {
      const [row] = await db
        .update(savedSearches)
        .set({ alerts: false })
        .where(eq(savedSearches.unsubscribeToken, token))
        .returning({ name: savedSearches.name });
      return row ?? null;
    },

    /** The talents the search already knows, as a subquery the search leaves out. */
    knownTo: (searchId: number): SQL =>
      sql`select r.talent_id from ${savedSearchReported} r where r.saved_search_id = ${searchId}`,

    /** Records talents as known to the search; answers those that were not yet. */
    async remember(searchId: number, talentIds: readonly number[]): Promise<number[]> {
      if (talentIds.length === 0) return [];
      const rows = await queryRows<{ talent_id: number | string }>(
        db,
        sql`insert into ${savedSearchReported} (saved_search_id, talent_id)
          select ${searchId}, t.id from unnest(${idArray(talentIds)}) as t(id)
          on conflict do nothing returning talent_id`,
      );
      return rows.map((row) => Number(row.talent_id));
    },

    /** Due searches with alerts on (`saved_searches_due_idx`): the job runner claims among them. */
    dueSearches: sql`select d.id as key from ${savedSearches} d where d.alerts and d.next_due_at <= now()
      order by d.next_due_at`,

    /** A claimed search with its agency, saying whether the agency is active; null once gone. */
    async findDue(searchId: number, intervalMs: number): Promise<DueSearch | null> {
      const rows = await queryRows<Omit<DueSearch, 'active'> & { active: boolean | string }>(
        db,
        sql`with claimed as (select * from ${savedSearches} where id = ${searchId} and alerts)
          select c.id::int as "id", c.agency_id::int as "agencyId", u.type as "ownerType", c.kind, c.name, c.query,
            c.frequency, ${watermarkOf(sql`c.checked_at`)} as "checkedAt",
            ${windowEnd(intervalMs)} as until,
            c.unsubscribe_token as "unsubscribeToken", u.email, u.lang_code as "langCode",
            coalesce(p.agency_name, '') as "agencyName", u.nombre, u.apellido,
            coalesce(u.cancelled_at is null and u.deleted_at is null and u.is_verified
              and (u.suspended_at is null or u.suspended_until <= now()), false) as active
          from claimed c join ${users} u on u.id = c.agency_id
          left join ${userProfiles} p on p.user_id = u.id`,
      );
      const [row] = rows;
      if (!row) return null;
      return { ...row, checkedAt: new Date(row.checkedAt), until: new Date(row.until), active: isTrue(row.active) };
    },

    /** The round is done with the search: the next one waits a whole period. */
    async settle(searchId: number, periodMs: number): Promise<void> {
      await db.execute(sql`update ${savedSearches} set next_due_at = now() + make_interval(secs => ${periodMs / 1000})
        where id = ${searchId}`);
    },

    /** A board search's round: its watermark moves from `since` to `until`; false when another round did it. */
    async settleWindow(searchId: number, periodMs: number, window: { since: Date; until: Date }): Promise<boolean> {
      const move = watermarkMove(sql`checked_at`, window);
      const rows = await queryRows<{ id: unknown }>(
        db,
        sql`update ${savedSearches} set next_due_at = now() + make_interval(secs => ${periodMs / 1000}), ${move.set}
          where id = ${searchId} and ${move.unmoved} returning id`,
      );
      return rows.length > 0;
    },

    /** The owner's data export: their searches as saved (never the talents nor opportunities they found). */
    exportOf(agencyId: number) {
      return db
        .select({
          kind: savedSearches.kind,
          name: savedSearches.name,
          query: savedSearches.query,
          frequency: savedSearches.frequency,
          alerts: savedSearches.alerts,
          createdAt: savedSearches.createdAt,
        })
        .from(savedSearches)
        .where(eq(savedSearches.agencyId, agencyId))
        .orderBy(savedSearches.id);
    },
  };
}

export type SavedSearchesRepository = ReturnType<typeof createSavedSearchesRepository>;
