import { randomBytes } from 'node:crypto';
import { scoutingSearchQuerySchema } from '@vitrina/contract/scouting';
import type { Db } from '../../src/db/client.ts';
import { savedSearches } from '../../src/db/schema/saved-searches.ts';
import { scoutingFilters } from '../../src/modules/discovery/scouting-filters.ts';
import { createScoutingSearchService } from '../../src/modules/discovery/scouting-search.service.ts';
import { cardPhotosColumn } from '../../src/modules/feed/card-photos.ts';
import { canonicalQuery } from '../../src/modules/saved-searches/saved-search-rules.ts';
import { createSavedSearchesRepository } from '../../src/modules/saved-searches/saved-searches.repository.ts';
import { SNAPSHOT_LIMIT } from '../../src/modules/saved-searches/saved-searches.service.ts';
import { DEMO_ACCOUNTS } from './people.ts';

const DAY_MS = 86_400_000;

/**
 * Two saved searches of the demo agency, each knowing the talents it matches now (as a
 * save through the API does), so the first alert tells only of talents who match later.
 */
export async function insertSavedSearches(db: Db, now: Date): Promise<void> {
  const agency = DEMO_ACCOUNTS.agency.id;
  const search = createScoutingSearchService({ db, cardPhotos: cardPhotosColumn, cacheMs: 0 });
  const repository = createSavedSearchesRepository(db);
  for (const [name, frequency, filters] of [
    ['Modelos de ojos verdes', 'daily', { category: '5', eye_colour: 'green' }],
    ['Disponibles para castings en México', 'weekly', { available: 'castings', country: 'MX' }],
  ] as const) {
    const query = scoutingSearchQuerySchema.parse(filters);
    const [row] = await db
      .insert(savedSearches)
      .values({
        agencyId: agency,
        name,
        query: canonicalQuery(scoutingFilters(query)),
        frequency,
        unsubscribeToken: randomBytes(24).toString('base64url'),
        nextDueAt: new Date(now.getTime() + (frequency === 'weekly' ? 7 : 1) * DAY_MS),
        createdAt: now,
      })
      .returning({ id: savedSearches.id });
    const { ids } = await search.matches(agency, query, null, SNAPSHOT_LIMIT);
    await repository.remember(row!.id, ids);
  }
}
