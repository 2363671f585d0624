import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pinsEndpoints } from '@vitrina/contract/endpoints/pins';
import type { Pins, Portfolio } from '@vitrina/contract/pins';
import { call } from '@/lib/api-client.ts';
import { postsKeys } from './posts-keys.ts';

/** PUT /api/posts/pins { postIds } → { postIds }: the same pinned posts in a new order. */
export function reorderPins(postIds: number[]): Promise<Pins> {
  return call(pinsEndpoints.reorder, { body: { postIds } });
}

/** My portfolio takes the new order as soon as the server has it (no reload of the posts). */
export function useReorderPins(profileUrl: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: reorderPins,
    onSuccess: ({ postIds }) => {
      client.setQueryData<Portfolio>(postsKeys.portfolio(profileUrl), (current) => {
        if (!current) return current;
        const byId = new Map(current.posts.map((post) => [post.id, post]));
        return { posts: postIds.flatMap((id) => byId.get(id) ?? []) };
      });
    },
    onError: () => client.invalidateQueries({ queryKey: postsKeys.portfolio(profileUrl) }),
  });
}
