import type { SavedSearch } from '@vitrina/contract/saved-searches';
import type { SavedSearchRow } from '../../db/schema/saved-searches.ts';
import { kindOf } from './saved-search-rules.ts';

/** A saved search as its owner reads it: never its unsubscribe token nor its due time. */
export function toSavedSearch(row: SavedSearchRow): SavedSearch {
  return {
    id: row.id,
    kind: kindOf(row.kind),
    name: row.name,
    query: row.query,
    frequency: row.frequency === 'weekly' ? 'weekly' : 'daily',
    alerts: row.alerts,
    createdAt: row.createdAt.toISOString(),
  };
}
