import { useInfiniteQuery } from '@tanstack/react-query';
import { COMMENTS_PAGE_SIZE } from '@vitrina/contract/post-limits';
import type { CommentPage } from '@vitrina/contract/posts';
import { commentsEndpoints } from '@vitrina/contract/endpoints/posts';
import { call } from '@/lib/api-client.ts';
import { postsKeys } from './posts-keys.ts';

/** GET /api/comments/post/{postId}?page=N → { rows, count }: the comments of a post, oldest first, 12 a page. */
export function listComments(postId: number, page: number, signal?: AbortSignal): Promise<CommentPage> {
  return call(commentsEndpoints.list, { params: { postId }, query: { page }, signal });
}

/** Pages of comments, asked for only once the list is expanded beyond the embedded ones. */
export function useComments(postId: number, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: postsKeys.comments(postId),
    queryFn: ({ pageParam, signal }) => listComments(postId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.length * COMMENTS_PAGE_SIZE < last.count ? pages.length + 1 : undefined),
    enabled,
  });
}
