import type { FieldTable } from '@vitrina/contract/scouting';

/** The values of a list parameter (`a,b`). */
export const listOf = (params: URLSearchParams, name: string) => (params.get(name) ?? '').split(',').filter(Boolean);

/**
 * Sets (or, empty, removes) one filter of a search's query in place. A new category drops the previous one's
 * fields; no country left drops "willing to travel there".
 */
export function setFilter(next: URLSearchParams, table: FieldTable, name: string, value: string | string[]): void {
  const text = Array.isArray(value) ? value.join(',') : value;
  if (text) next.set(name, text);
  else next.delete(name);
  if (name === 'category') for (const field of table.fields) if (field.category !== 'common') next.delete(field.key);
  if (name === 'country' && !text) next.delete('travellers');
}

/** Removes one value of a list filter, or (`value` null) the whole filter. */
export function removeFilter(next: URLSearchParams, table: FieldTable, name: string, value: string | null): void {
  setFilter(next, table, name, value === null ? '' : listOf(next, name).filter((v) => v !== value));
}

/**
 * The country facet's order: the searcher's own country first (scouts work their market first), then by how
 * many talents each holds, then by name; a chosen country with no talent left still shows, so it can be removed.
 */
export function countryOrder(
  home: string | null,
  chosen: string[],
  counts: ReadonlyMap<string, number>,
  nameOf: (code: string) => string,
): string[] {
  const codes = new Set([...(home ? [home] : []), ...chosen, ...counts.keys()]);
  const countOf = (code: string) => counts.get(code) ?? 0;
  return [...codes].sort(
    (a, b) => Number(b === home) - Number(a === home) || countOf(b) - countOf(a) || nameOf(a).localeCompare(nameOf(b)),
  );
}
