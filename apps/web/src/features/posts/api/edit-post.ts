import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EditPostRequest, Post } from '@vitrina/contract/posts';
import { postsEndpoints } from '@vitrina/contract/endpoints/posts';
import { call } from '@/lib/api-client.ts';
import { updatePost } from './post-cache.ts';

/** PUT /api/posts/change-comment { id, description } → the post with its new text (owner only). */
export function editPost(body: EditPostRequest): Promise<Post> {
  return call(postsEndpoints.edit, { body });
}

export function useEditPost() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: editPost,
    onSuccess: (post) =>
      updatePost(client, post.id, () => ({ description: post.description, editedAt: post.editedAt })),
  });
}
