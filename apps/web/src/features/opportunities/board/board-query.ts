import type { Board } from '@vitrina/contract/opportunities';

/** The values of a list parameter (`a,b`). */
export const listOf = (params: URLSearchParams, name: string) => (params.get(name) ?? '').split(',').filter(Boolean);

/**
 * Sets (or, empty, removes) one filter of the board's address in place. A place is a city or remote work: choosing
 * one drops the other, and no country left drops its city.
 */
export function setBoardFilter(next: URLSearchParams, name: string, value: string | string[]): void {
  const text = Array.isArray(value) ? value.join(',') : value;
  if (text) next.set(name, text);
  else next.delete(name);
  if (name === 'remote' && text) next.delete('city');
  if (name === 'city' && text) next.delete('remote');
  if (name === 'country' && !text) next.delete('city');
  next.delete('page');
}

/** What the board is asked: "fits me" only for a talent (a shared link's `fits=1` means nothing to anyone else). */
export function boardQueryFor(params: URLSearchParams, canFit: boolean): URLSearchParams {
  if (canFit || !params.has('fits')) return params;
  const query = new URLSearchParams(params);
  query.delete('fits');
  return query;
}

/** Every filter removed; the order chosen stays. */
export function clearBoardFilters(next: URLSearchParams): void {
  for (const key of [...next.keys()]) if (key !== 'order') next.delete(key);
}

/** How many filters the address applies (the order and the page are not filters). */
export const appliedCount = (params: URLSearchParams) =>
  [...params.keys()].filter((key) => key !== 'order' && key !== 'page').length;

/** The count beside a facet value: 0 when the board counted none; undefined while nothing is counted yet. */
export function facetCount(board: Board | undefined, key: string, value: string): number | undefined {
  if (!board) return undefined;
  return board.facets.find((facet) => facet.key === key)?.values.find((v) => v.value === value)?.count ?? 0;
}

/** A facet's values with their counts, most first; chosen values with none left still show, so they can be removed. */
export function facetValues(board: Board | undefined, key: string, chosen: readonly string[]) {
  const counted = board?.facets.find((facet) => facet.key === key)?.values ?? [];
  const missing = chosen
    .filter((value) => !counted.some((v) => v.value === value))
    .map((value) => ({ value, count: 0 }));
  return [...counted, ...missing].sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
}
