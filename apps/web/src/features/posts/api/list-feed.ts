import { useInfiniteQuery } from '@tanstack/react-query';
import { postsEndpoints } from '@vitrina/contract/endpoints/posts';
import { call } from '@/lib/api-client.ts';
import { feedQuery, nextFeedParam, toFeedPage, type FeedPage, type FeedPageParam } from './feed-paging.ts';
import { postsKeys, type FeedFilter } from './posts-keys.ts';

/** GET /api/posts/feed?page=N[&before=id][&filter=agencia] → { posts, limit } (limit: the number of pages). */
export async function listFeed(param: FeedPageParam, filter: FeedFilter, signal?: AbortSignal): Promise<FeedPage> {
  const answer = await call(postsEndpoints.feed, { query: feedQuery(param, filter), signal });
  return toFeedPage(answer, param.page);
}

export function useFeed(filter: FeedFilter) {
  return useInfiniteQuery({
    queryKey: postsKeys.feed(filter),
    queryFn: ({ pageParam, signal }) => listFeed(pageParam, filter, signal),
    initialPageParam: { page: 1 } as FeedPageParam,
    getNextPageParam: (_last, pages) => nextFeedParam(pages),
  });
}
