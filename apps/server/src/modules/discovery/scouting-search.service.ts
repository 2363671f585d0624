import { sql, type SQL } from 'drizzle-orm';
import { scoutingSearchQuerySchema, type Facet, type ScoutingResult } from '@vitrina/contract/scouting';
import { scoutingFields } from '@vitrina/contract/scouting-fields';
import { isTrue, queryRows, type Db } from '../../db/client.ts';
import { isErrorCode } from '@vitrina/contract/error-catalogue';
import { AppError } from '../../http/app-error.ts';
import { createKept } from '../../platform/kept.ts';
import type { KeptRegistry } from '../../platform/kept-registry.ts';
import type { Viewer } from '../../sessions/session-plugin.ts';
import { visibleTo } from '../graph/visibility.ts';
import type { CardPhotosColumn } from '../profiles/card-photos-port.ts';
import { verifiedAgencyOf } from '../profiles/trust-flags.ts';
import { toTalentCard } from '../profiles/talent-card.ts';
import { scoutingFilters } from './scouting-filters.ts';
import { createScoutingSearchRepository, type ScoutingOrder, type Searcher } from './scouting-search.repository.ts';

/** The choice fields that are facets: the common ones, and the filtered category's. */
function facetKeysOf(category: number | null): string[] {
  return scoutingFields
    .filter((field) => field.type === 'one' || field.type === 'several')
    .filter((field) => field.category === 'common' || field.category === category)
    .map((field) => field.key);
}

/** GET scouting/search. */
export function createScoutingSearchService({
  db,
  cardPhotos,
  cacheMs,
  registry,
}: {
  db: Db;
  cardPhotos: CardPhotosColumn;
  cacheMs: number;
  registry?: KeptRegistry;
}) {
  const repository = createScoutingSearchRepository(db, cardPhotos);
  // Search pages shared by searchers with one answer: the key holds class, hidden ids, query (a talent's id if among).
  const cache = createKept<string, ScoutingResult>({
    name: 'scouting-search',
    bound: { entries: 2_000 },
    freshness: { timed: cacheMs },
    registry,
  });

  /** Who searches and who is hidden from them, in one statement; for a talent, whether the answer counts them. */
  async function searcherOf(
    viewer: Viewer,
    filters?: ReturnType<typeof scoutingFilters>,
  ): Promise<{ who: Searcher; hidden: number[]; among: boolean }> {
    const seen = visibleTo(viewer.id);
    const agency = viewer.type === 'agencia';
    const talent: Searcher = {
      seen,
      matchable: ['everyone'],
      countable: ['everyone'],
      audiences: ['everyone'],
      hideMinors: false,
    };
    const [row] = await queryRows<{
      ids: Array<number | string> | null;
      verified: boolean | string | null;
      among: boolean | string | null;
    }>(
      db,
      sql`select array(select id from ${seen.hidden} as hidden(id) order by 1) as ids,
        ${agency ? verifiedAgencyOf(sql`${viewer.id}::bigint`) : sql`false`} as verified,
        ${!agency && filters ? repository.among(filters, talent, viewer.id) : sql`false`} as among`,
    );
    const hidden = (row?.ids ?? []).map(Number);
    if (!agency) return { who: talent, hidden, among: isTrue(row?.among) };
    const verified = isTrue(row?.verified);
    return {
      who: {
        seen,
        matchable: ['everyone', 'agencies', 'searchable'],
        countable: ['everyone', 'agencies'],
        audiences: ['everyone', 'agencies'],
        hideMinors: !verified,
      },
      hidden,
      among: false,
    };
  }

  async function load(
    who: Searcher,
    filters: ReturnType<typeof scoutingFilters>,
    query: { order: ScoutingOrder; page: number },
  ): Promise<ScoutingResult> {
    const found = await repository.search(filters, who, query.order, facetKeysOf(filters.category), query.page);
    const rows = await repository.cards(who.seen, found.ids);
    const facets = new Map<string, Facet>();
    for (const { facet, value, n } of found.facets) {
      const entry = facets.get(facet) ?? { key: facet, values: [] };
      entry.values.push({ value, count: n });
      facets.set(facet, entry);
    }
    for (const entry of facets.values())
      entry.values.sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
    return { rows: rows.map(toTalentCard), count: found.count, facets: [...facets.values()] };
  }

  return {
    /**
     * The talents an agency's saved search matches now, but for `except`: the search's own
     * filters, visibility and minors' rule, so an alert never tells what the search would not show.
     */
    async matches(agencyId: number, query: Record<string, unknown>, except: SQL | null, limit: number) {
      const { who } = await searcherOf({ id: agencyId, type: 'agencia' });
      const ids = await repository.matches(scoutingFilters(query), who, except, limit);
      return { ids, cards: (seen: readonly number[]) => repository.cards(who.seen, seen) };
    },

    /**
     * The agency's scouting filters (a query as the search takes it) as SQL over `users u`, and the facets'
     * counts over any set of people: an opportunity's pipeline filters its applicants as the search does.
     */
    async filterFor(agencyId: number, query: Record<string, unknown>) {
      const parsed = scoutingSearchQuerySchema.safeParse(query);
      if (!parsed.success) {
        const fields = parsed.error.issues.map((issue) => ({
          field: String(issue.path[0] ?? ''),
          code: isErrorCode(issue.message) ? issue.message : ('validation' as const),
        }));
        throw new AppError(fields[0]!.code, { fields });
      }
      const filters = scoutingFilters(parsed.data);
      const { who } = await searcherOf({ id: agencyId, type: 'agencia' });
      const keys = facetKeysOf(filters.category);
      return {
        ...repository.conditions(filters, who),
        counts: (source: SQL, person: SQL, scope: (key: string) => SQL) =>
          repository.facetCounts(source, person, who, keys, scope),
      };
    },

    /**
     * A page costs one statement when another searcher with the same answer asked within the cache's life:
     * the key's class fixes what the cards show; a talent the answer counts gets their own (it leaves them out).
     */
    async search(
      viewer: Viewer,
      query: Record<string, unknown> & { order: ScoutingOrder; page: number },
    ): Promise<ScoutingResult> {
      const filters = scoutingFilters(query);
      const { who, hidden, among } = await searcherOf(viewer, filters);
      const talent = among ? `talent:${viewer.id}` : 'talent';
      const key = JSON.stringify([
        viewer.type === 'agencia' ? (who.hideMinors ? 'agency' : 'verified') : talent,
        hidden,
        Object.entries(query).sort(([a], [b]) => a.localeCompare(b)),
      ]);
      return cache.load(key, () => load(who, filters, query));
    },
  };
}

export type ScoutingSearchService = ReturnType<typeof createScoutingSearchService>;
