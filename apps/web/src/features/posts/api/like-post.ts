import { useCallback } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LikeResponse } from '@vitrina/contract/posts';
import { commentsEndpoints } from '@vitrina/contract/endpoints/posts';
import { call } from '@/lib/api-client.ts';
import { applyLike, rollbackLike, settleLike } from './like-state.ts';
import { findPost, updatePost } from './post-cache.ts';

/** POST /api/reactions/like/post/{id} { reacted } → { reacted, likesCount }: sets my like of a post. */
export function likePost(id: number, reacted: boolean): Promise<LikeResponse> {
  return call(commentsEndpoints.likePost, { params: { id }, body: { reacted } });
}

/**
 * Optimistic (spec §4): the click turns the like the other way from what the cache holds now (not from
 * what the last render showed, so a quick second click undoes the first), the request says which state is
 * wanted, and a refusal puts it back.
 */
export function useLikePost() {
  const client = useQueryClient();
  const { mutate } = useMutation({
    mutationFn: ({ id, reacted }: { id: number; reacted: boolean }) => likePost(id, reacted),
    onError: (_error, { id, reacted }) => updatePost(client, id, (post) => rollbackLike(post, reacted)),
    onSuccess: (answer, { id, reacted }) => updatePost(client, id, (post) => settleLike(post, reacted, answer)),
  });
  return useCallback(
    (id: number) => {
      const current = findPost(client, id);
      if (!current) return;
      const reacted = !current.reacted;
      updatePost(client, id, (post) => applyLike(post, reacted));
      mutate({ id, reacted });
    },
    [client, mutate],
  );
}
