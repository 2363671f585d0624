import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postsEndpoints } from '@vitrina/contract/endpoints/posts';
import { call } from '@/lib/api-client.ts';
import { removePost } from './post-cache.ts';

/** DELETE /api/posts/{id} → 204 (owner only). */
export function deletePost(id: number): Promise<void> {
  return call(postsEndpoints.remove, { params: { id } });
}

/** The block leaves every feed; shares of it say their original is gone. */
export function useDeletePost() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deletePost, onSuccess: (_answer, id) => removePost(client, id) });
}
