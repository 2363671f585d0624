import { useQuery } from '@tanstack/react-query';
import { savedSearchesEndpoints as endpoints } from '@vitrina/contract/endpoints/saved-searches';
import type { SavedSearch, UpdateSavedSearchRequest } from '@vitrina/contract/saved-searches';
import type { SavedSearchFrequency, SavedSearchKind } from '@vitrina/contract/saved-search-limits';
import { call } from '@/lib/api-client.ts';
import { paths } from '@/lib/paths.ts';

/** Query keys: every saved search query starts with 'saved-searches', so one invalidation refreshes them all. */
export const savedSearchesKeys = { all: ['saved-searches'] as const };

/** The search page's filters as the save call takes them (order and page are not filters). */
export function filtersOf(params: URLSearchParams): Record<string, string> {
  const filters = Object.fromEntries(params.entries());
  delete filters.order;
  delete filters.page;
  return filters;
}

/** GET /api/saved-searches: my own (an agency's of talents, a talent's of the board). */
export function useSavedSearches(enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: savedSearchesKeys.all,
    queryFn: ({ signal }) => call(endpoints.list, { signal }),
  });
}

export const createSavedSearch = (
  name: string,
  frequency: SavedSearchFrequency,
  filters: Record<string, string>,
): Promise<SavedSearch> => call(endpoints.create, { body: { name, frequency, filters: filters as never } });
export const createBoardSearch = (
  name: string,
  frequency: SavedSearchFrequency,
  filters: Record<string, string>,
): Promise<SavedSearch> => call(endpoints.createBoard, { body: { name, frequency, filters: filters as never } });
export const updateSavedSearch = (searchId: number, body: UpdateSavedSearchRequest): Promise<SavedSearch> =>
  call(endpoints.update, { params: { searchId }, body });
export const deleteSavedSearch = (searchId: number) => call(endpoints.remove, { params: { searchId } });
export const unsubscribeSavedSearch = (token: string) => call(endpoints.unsubscribe, { body: { token } });

/** Where a saved search opens: the search page with its filters. */
export const searchHref = (query: string) => `/explorar/buscar${query ? `?${query}` : ''}`;

/** Where a saved search of either kind opens: talents' search page, or the board. */
export const savedSearchHref = (search: Pick<SavedSearch, 'kind' | 'query'>) =>
  search.kind === 'board' ? paths.opportunities(search.query) : searchHref(search.query);

/** The texts' namespace of a kind's saving and list: the same keys under `saved` in each. */
export const savedTextsOf = (kind: SavedSearchKind) => (kind === 'board' ? 'board' : 'scouting');
