import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { MIN_SEARCH_TERM_LENGTH, SEARCH_SUGGESTIONS } from '@vitrina/contract/discovery-limits';
import { discoveryEndpoints } from '@vitrina/contract/endpoints/discovery';
import { call } from '@/lib/api-client.ts';
import { discoveryKeys } from './discovery-keys.ts';

/** The words as the server reads them (trimmed), and whether there are enough of them to ask. */
export function searchableTerm(words: string): string | null {
  const term = words.trim();
  return term.length >= MIN_SEARCH_TERM_LENGTH ? term : null;
}

/**
 * GET /api/users/search?term=T&page=N → talents whose names or profile address match (accent- and
 * case-insensitive, best matches first), 12 a page. Fewer than two characters: 400 `search_term_too_short`,
 * which is why the hooks below never ask for them.
 */
export function searchTalents(term: string, page: number, signal?: AbortSignal) {
  return call(discoveryEndpoints.search, { query: { term, page }, signal });
}

/** The results page: `term` already trimmed; nothing is asked for a term that is too short. */
export function useTalentSearch(term: string, page: number) {
  const searchable = searchableTerm(term);
  return useQuery({
    queryKey: discoveryKeys.search(searchable ?? '', page),
    queryFn: ({ signal }) => searchTalents(searchable ?? '', page, signal),
    enabled: searchable !== null,
    placeholderData: keepPreviousData,
  });
}

/**
 * The header's suggestions: the first page, cut to SEARCH_SUGGESTIONS. A new term drops the query of the
 * last one, and TanStack Query aborts its request through the signal (the call is stale).
 */
export function useTalentSuggestions(term: string) {
  const searchable = searchableTerm(term);
  return useQuery({
    queryKey: discoveryKeys.search(searchable ?? '', 1),
    queryFn: ({ signal }) => searchTalents(searchable ?? '', 1, signal),
    enabled: searchable !== null,
    select: (page) => page.rows.slice(0, SEARCH_SUGGESTIONS),
    placeholderData: keepPreviousData,
  });
}
