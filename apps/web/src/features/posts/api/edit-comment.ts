import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Comment, EditCommentRequest } from '@vitrina/contract/posts';
import { commentsEndpoints } from '@vitrina/contract/endpoints/posts';
import { call } from '@/lib/api-client.ts';
import { updateComment } from './post-cache.ts';

/** PUT /api/comments/change-comment { id, comment } → the comment with its new text (author only). */
export function editComment(body: EditCommentRequest): Promise<Comment> {
  return call(commentsEndpoints.edit, { body });
}

export function useEditComment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: editComment,
    onSuccess: (comment) =>
      updateComment(client, comment.postId, comment.id, { comment: comment.comment, editedAt: comment.editedAt }),
  });
}
