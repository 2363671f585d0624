import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { scoutingSearchQuerySchema } from '@vitrina/contract/scouting';
import type { App } from '../src/app.ts';
import { queryRows } from '../src/db/client.ts';
import { savedSearches } from '../src/db/schema/saved-searches.ts';
import { scoutingFilters } from '../src/modules/discovery/scouting-filters.ts';
import { createScoutingSearchService } from '../src/modules/discovery/scouting-search.service.ts';
import { cardPhotosColumn } from '../src/modules/feed/card-photos.ts';
import { canonicalQuery } from '../src/modules/saved-searches/saved-search-rules.ts';
import { createSavedSearchesRepository } from '../src/modules/saved-searches/saved-searches.repository.ts';
import { SNAPSHOT_LIMIT } from '../src/modules/saved-searches/saved-searches.service.ts';

/** What agencies save: the bench's faceted cases and broader ones. */
const FILTERS: Array<Record<string, string>> = [
  { category: '5', height: '165-185', eye_colour: 'green,brown' },
  { languages: 'en', travel: 'world', available: 'castings,contracts' },
  { category: '2', instruments: 'guitar', country: 'MX' },
  { category: '5' },
  { country: 'MX', available: 'castings' },
  { category: '3', country: 'CO' },
  { category: '1', age: '18-24' },
  { q: 'ma' },
  { category: '4', has: 'photos' },
  { eye_colour: 'blue', hair_colour: 'black' },
];
const SEARCHES = 1_000;
const TARGET_MS = 10_000;
/** Searches whose known set loses a few talents, so a round has alerts to write and mail. */
const ALERTING = 100;

/**
 * An alert round over 1,000 saved searches of 50 agencies, each knowing what it matched when
 * saved; a tenth of them have three talents to tell of (notification, e-mail in the outbox).
 */
export async function benchSavedSearchRound(app: App): Promise<void> {
  const db = app.database.db;
  console.log(`\n4. Saved searches: an alert round over ${SEARCHES} searches`);
  const agencies = await queryRows<{ id: number }>(
    db,
    sql`select id::int as id from users where type = 'agencia' and cancelled_at is null and is_verified
      order by id limit 50`,
  );
  if (agencies.length === 0) return console.log('   skipped: no agency in the database');
  await db.execute(sql`delete from saved_searches where name like 'bench %'`);
  const search = createScoutingSearchService({ db, cardPhotos: cardPhotosColumn, cacheMs: 0 });
  const repository = createSavedSearchesRepository(db);
  const setupStarted = performance.now();
  let known = 0;
  for (let i = 0; i < SEARCHES; i += 1) {
    const agencyId = agencies[i % agencies.length]!.id;
    const query = scoutingSearchQuerySchema.parse(FILTERS[i % FILTERS.length]);
    const [row] = await db
      .insert(savedSearches)
      .values({
        agencyId,
        name: `bench ${i}`,
        query: canonicalQuery(scoutingFilters(query)),
        unsubscribeToken: randomBytes(24).toString('base64url'),
        nextDueAt: new Date(Date.now() + 86_400_000),
      })
      .returning({ id: savedSearches.id });
    const { ids } = await search.matches(agencyId, query, null, SNAPSHOT_LIMIT);
    known += (await repository.remember(row!.id, i < ALERTING ? ids.slice(3) : ids)).length;
  }
  console.log(
    `   set-up: ${SEARCHES} searches saved with ${known} known talents in ${((performance.now() - setupStarted) / 1000).toFixed(1)} s`,
  );
  await db.execute(sql`update saved_searches set next_due_at = now() where name like 'bench %'`);
  const started = performance.now();
  const alerted = await app.jobs.run('saved-search-alerts');
  const ms = performance.now() - started;
  console.log(
    `   round: ${SEARCHES} searches checked, ${alerted} alerted (notification and e-mail) in ${(ms / 1000).toFixed(2)} s — ${(ms / SEARCHES).toFixed(1)} ms a search; target ≤ ${TARGET_MS / 1000} s${ms <= TARGET_MS ? '' : ' ✗'}`,
  );
  await db.execute(sql`update saved_searches set next_due_at = now() where name like 'bench %'`);
  const quietStarted = performance.now();
  await app.jobs.run('saved-search-alerts');
  console.log(`   a second round, nothing new: ${((performance.now() - quietStarted) / 1000).toFixed(2)} s`);
  await db.execute(sql`delete from saved_searches where name like 'bench %'`);
}
