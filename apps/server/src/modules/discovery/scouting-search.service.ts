import { sql, type SQL } from 'drizzle-orm';
import type { Facet, ScoutingResult } from '@vitrina/contract/scouting';
import { scoutingFields } from '@vitrina/contract/scouting-fields';
import { queryRows, type Db } from '../../db/client.ts';
import type { Viewer } from '../../sessions/session-plugin.ts';
import { visibleTo } from '../graph/visibility.ts';
import type { CardPhotosColumn } from '../profiles/card-photos-port.ts';
import { verifiedAgencyOf } from '../profiles/trust-flags.ts';
import { toTalentCard } from '../profiles/talent-card.ts';
import { createScoutingCache } from './scouting-cache.ts';
import { scoutingFilters } from './scouting-filters.ts';
import { createScoutingSearchRepository, type ScoutingOrder, type Searcher } from './scouting-search.repository.ts';

/** The choice fields that are facets: the common ones, and the filtered category's. */
function facetKeysOf(category: number | null): string[] {
  return scoutingFields
    .filter((field) => field.type === 'one' || field.type === 'several')
    .filter((field) => field.category === 'common' || field.category === category)
    .map((field) => field.key);
}

/** GET scouting/search (issue 27, item 3). */
export function createScoutingSearchService({ db, cardPhotos }: { db: Db; cardPhotos: CardPhotosColumn }) {
  const repository = createScoutingSearchRepository(db, cardPhotos);
  const cache = createScoutingCache({ ttlMs: 15_000, maxEntries: 2_000 });

  async function searcherOf(viewer: Viewer): Promise<Searcher> {
    const seen = visibleTo(viewer.id);
    if (viewer.type !== 'agencia')
      return { seen, matchable: ['everyone'], countable: ['everyone'], audiences: ['everyone'], hideMinors: false };
    const [row] = await queryRows<{ verified: boolean | string }>(
      db,
      sql`select ${verifiedAgencyOf(sql`${viewer.id}::bigint`)} as verified`,
    );
    return {
      seen,
      matchable: ['everyone', 'agencies', 'searchable'],
      countable: ['everyone', 'agencies'],
      audiences: ['everyone', 'agencies'],
      hideMinors: !(row?.verified === true || row?.verified === 't'),
    };
  }

  return {
    /**
     * The talents an agency's saved search matches now, but for `except` (issue 27, item 4): the search's own
     * filters, visibility and minors' rule, so an alert never tells what the search would not show.
     */
    async matches(agencyId: number, query: Record<string, unknown>, except: SQL | null, limit: number) {
      const who = await searcherOf({ id: agencyId, type: 'agencia' });
      const ids = await repository.matches(scoutingFilters(query), who, except, limit);
      return { ids, cards: (seen: readonly number[]) => repository.cards(who.seen, seen) };
    },

    async search(
      viewer: Viewer,
      query: Record<string, unknown> & { order: ScoutingOrder; page: number },
    ): Promise<ScoutingResult> {
      const filters = scoutingFilters(query);
      const who = await searcherOf(viewer);
      const keys = facetKeysOf(filters.category);
      const [hidden] = await queryRows<{ ids: Array<number | string> | null }>(
        db,
        sql`select array(select id from ${who.seen.hidden} as hidden(id) order by 1) as ids`,
      );
      const key = JSON.stringify([
        viewer.type === 'agencia' ? (who.hideMinors ? 'agency' : 'verified') : `talent:${viewer.id}`,
        (hidden?.ids ?? []).map(Number),
        Object.entries(query).sort(([a], [b]) => a.localeCompare(b)),
      ]);
      const found = await cache.get(key, () => repository.search(filters, who, query.order, keys, query.page));
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
    },
  };
}

export type ScoutingSearchService = ReturnType<typeof createScoutingSearchService>;
