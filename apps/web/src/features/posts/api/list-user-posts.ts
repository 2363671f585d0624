import { useInfiniteQuery } from '@tanstack/react-query';
import { postsEndpoints } from '@vitrina/contract/endpoints/posts';
import { call } from '@/lib/api-client.ts';
import { feedQuery, nextFeedParam, toFeedPage, type FeedPage, type FeedPageParam } from './feed-paging.ts';
import { postsKeys } from './posts-keys.ts';

/** GET /api/posts/user/{profile_url}?page=N[&before=id] → { posts, limit }: a profile's posts, newest first. */
export async function listUserPosts(profileUrl: string, param: FeedPageParam, signal?: AbortSignal): Promise<FeedPage> {
  const query = feedQuery(param, 'followed');
  const answer = await call(postsEndpoints.timeline, { params: { profile_url: profileUrl }, query, signal });
  return toFeedPage(answer, param.page);
}

export function useUserPosts(profileUrl: string) {
  return useInfiniteQuery({
    queryKey: postsKeys.userPosts(profileUrl),
    queryFn: ({ pageParam, signal }) => listUserPosts(profileUrl, pageParam, signal),
    initialPageParam: { page: 1 } as FeedPageParam,
    getNextPageParam: (_last, pages) => nextFeedParam(pages),
  });
}
