import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteCommentResponse } from '@vitrina/contract/posts';
import { commentsEndpoints } from '@vitrina/contract/endpoints/posts';
import { call } from '@/lib/api-client.ts';
import { postsKeys } from './posts-keys.ts';
import { updateComments, updatePost } from './post-cache.ts';

/** DELETE /api/comments/{id} → { postId, commentsCount } (its author or the post's owner). */
export function deleteComment(id: number): Promise<DeleteCommentResponse> {
  return call(commentsEndpoints.remove, { params: { id } });
}

/** The comment leaves the list and the post's count drops to the server's figure (spec §4). */
export function useDeleteComment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteComment,
    onSuccess: ({ postId, commentsCount }, id) => {
      updatePost(client, postId, () => ({ commentsCount }));
      updateComments(client, postId, (comments) => comments.filter((comment) => comment.id !== id));
      // Pages are by offset: one row fewer shifts the pages still to come, so the loaded ones are asked again.
      void client.invalidateQueries({ queryKey: postsKeys.comments(postId), exact: true });
    },
  });
}
