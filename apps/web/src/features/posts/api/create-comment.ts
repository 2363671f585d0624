import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Comment, CreateCommentRequest } from '@vitrina/contract/posts';
import { commentsEndpoints } from '@vitrina/contract/endpoints/posts';
import { call } from '@/lib/api-client.ts';
import { mergeComments, updateComments, updatePost } from './post-cache.ts';

/** POST /api/comments { comment, postId } → the comment. */
export function createComment(body: CreateCommentRequest): Promise<Comment> {
  return call(commentsEndpoints.create, { body });
}

/** The new comment joins the list (oldest first, so at the end) and the count goes up. */
export function useCreateComment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createComment,
    onSuccess: (comment) => {
      updatePost(client, comment.postId, (post) => ({ commentsCount: post.commentsCount + 1 }));
      updateComments(client, comment.postId, (comments) => mergeComments(comments, [comment]));
    },
  });
}
