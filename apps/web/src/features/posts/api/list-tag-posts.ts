import { useInfiniteQuery } from '@tanstack/react-query';
import { POSTS_PAGE_SIZE } from '@vitrina/contract/post-limits';
import { hashtagsEndpoints } from '@vitrina/contract/endpoints/hashtags';
import { call } from '@/lib/api-client.ts';
import { nextFeedParam, toFeedPage, type FeedPage, type FeedPageParam } from './feed-paging.ts';
import { postsKeys } from './posts-keys.ts';

/** GET /api/tags/{tag}/posts?page=N[&before=id] → { rows, count }, read as a feed page (so it pages alike). */
export async function listTagPosts(tag: string, param: FeedPageParam, signal?: AbortSignal): Promise<FeedPage> {
  const answer = await call(hashtagsEndpoints.posts, {
    params: { tag },
    query: { page: param.page, before: param.before },
    signal,
  });
  return toFeedPage({ posts: answer.rows, limit: Math.ceil(answer.count / POSTS_PAGE_SIZE) }, param.page);
}

export function useTagPosts(tag: string) {
  return useInfiniteQuery({
    queryKey: postsKeys.tagPosts(tag),
    queryFn: ({ pageParam, signal }) => listTagPosts(tag, pageParam, signal),
    initialPageParam: { page: 1 } as FeedPageParam,
    getNextPageParam: (_last, pages) => nextFeedParam(pages),
  });
}
