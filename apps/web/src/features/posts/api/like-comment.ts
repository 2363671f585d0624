import { useCallback } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LikeResponse } from '@vitrina/contract/posts';
import { commentsEndpoints } from '@vitrina/contract/endpoints/posts';
import { call } from '@/lib/api-client.ts';
import { applyLike, rollbackLike, settleLike, type LikeState } from './like-state.ts';
import { findComment, updateComments, type PostCore } from './post-cache.ts';

/** POST /api/reactions/like/comment/{id} { reacted } → { reacted, likesCount }: sets my like of a comment. */
export function likeComment(id: number, reacted: boolean): Promise<LikeResponse> {
  return call(commentsEndpoints.likeComment, { params: { id }, body: { reacted } });
}

interface LikeCommentVars {
  id: number;
  postId: number;
  reacted: boolean;
}

type Comment = PostCore['commentsItems'][number];

/** Optimistic, like the posts' like: turns the cached state the other way; a refusal puts it back. */
export function useLikeComment() {
  const client = useQueryClient();
  const change = useCallback(
    ({ id, postId }: LikeCommentVars, step: (comment: Comment & LikeState) => Comment) =>
      updateComments(client, postId, (comments) =>
        comments.map((comment) => (comment.id === id ? step(comment) : comment)),
      ),
    [client],
  );
  const { mutate } = useMutation({
    mutationFn: ({ id, reacted }: LikeCommentVars) => likeComment(id, reacted),
    onError: (_error, vars) => change(vars, (comment) => rollbackLike(comment, vars.reacted)),
    onSuccess: (answer, vars) => change(vars, (comment) => settleLike(comment, vars.reacted, answer)),
  });
  return useCallback(
    (postId: number, id: number) => {
      const current = findComment(client, postId, id);
      if (!current) return;
      const vars = { id, postId, reacted: !current.reacted };
      change(vars, (comment) => applyLike(comment, vars.reacted));
      mutate(vars);
    },
    [change, client, mutate],
  );
}
