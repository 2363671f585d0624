import type { SavedSearchFrequency, SavedSearchKind } from '@vitrina/contract/saved-search-limits';
import type { ScoutingFilters } from '../discovery/scouting-filters.ts';

/**
 * A search's canonical query string: every filter once, keys sorted, lists sorted, no order
 * nor page. It is what `/explorar/buscar?<query>` opens and what the alert round parses again.
 */
export function canonicalQuery(f: ScoutingFilters): string {
  const entries: Array<[string, string]> = [];
  const joined = (values: readonly string[]) => [...values].sort().join(',');
  if (f.q) entries.push(['q', f.q]);
  if (f.category !== null) entries.push(['category', String(f.category)]);
  if (f.countries.length) entries.push(['country', joined(f.countries)]);
  if (f.travellers) entries.push(['travellers', '1']);
  if (f.city) entries.push(['city', f.city]);
  if (f.available.length) entries.push(['available', joined(f.available)]);
  if (f.has.length) entries.push(['has', joined(f.has)]);
  if (f.ages.length) entries.push(['age', joined(f.ages)]);
  for (const a of f.attributes)
    entries.push([a.field.key, a.kind === 'range' ? `${a.min ?? ''}-${a.max ?? ''}` : joined(a.values)]);
  entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return new URLSearchParams(entries).toString();
}

/** A stored query as the search's schema takes it (a repeated key keeps its last value, as an address does). */
export function queryObject(query: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(query));
}

/** How long a saved search waits between alerts: a period, or seven. */
export function periodMs(frequency: SavedSearchFrequency | string, intervalMs: number): number {
  return frequency === 'weekly' ? 7 * intervalMs : intervalMs;
}

/** The alert's group key: one notification per search and period (its due time, whole seconds). */
export function alertGroupKey(searchId: number, at: Date): string {
  return `SAVED_SEARCH_MATCH:${searchId}:${Math.floor(at.getTime() / 1000)}`;
}

/** A stored kind as the contract names it (the column's check allows only these two). */
export const kindOf = (kind: string): SavedSearchKind => (kind === 'board' ? 'board' : 'talents');
