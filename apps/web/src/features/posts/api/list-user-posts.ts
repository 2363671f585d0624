import { useInfiniteQuery } from '@tanstack/react-query';
import type { PostPage } from '@vitrina/contract/posts';
import { api } from '@/lib/api-client.ts';
import { feedQueryString, nextFeedParam, toFeedPage, type FeedPage, type FeedPageParam } from './feed-paging.ts';
import { postsKeys } from './posts-keys.ts';

/** GET /api/posts/user/{profile_url}?page=N[&before=id] → { posts, limit }: a profile's posts, newest first. */
export async function listUserPosts(profileUrl: string, param: FeedPageParam, signal?: AbortSignal): Promise<FeedPage> {
  const query = feedQueryString(param, 'followed');
  const answer = await api<PostPage>(`/posts/user/${encodeURIComponent(profileUrl)}?${query}`, { signal });
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
