import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { hashtagsEndpoints } from '@vitrina/contract/endpoints/hashtags';
import { readTag } from '@vitrina/contract/hashtag-rules';
import { call } from '@/lib/api-client.ts';
import { discoveryKeys } from './discovery-keys.ts';

/**
 * The header's tag suggestions: GET /api/tags/suggestions?term=T → folded tags starting like the words
 * (with or without #), asked only when the words can be a tag.
 */
export function useTagSuggestions(term: string) {
  const tag = readTag(term);
  return useQuery({
    queryKey: discoveryKeys.tags(tag ?? ''),
    queryFn: ({ signal }) => call(hashtagsEndpoints.suggestions, { query: { term: tag ?? '' }, signal }),
    enabled: tag !== null,
    placeholderData: keepPreviousData,
  });
}
