import { useQuery } from '@tanstack/react-query';
import type { Post } from '@vitrina/contract/posts';
import { api } from '@/lib/api-client.ts';
import { postsKeys } from './posts-keys.ts';

/** GET /api/posts/{id} → the post; 404 `not_found` when it does not exist or is out of my sight. */
export function getPost(id: number, signal?: AbortSignal): Promise<Post> {
  return api<Post>(`/posts/${id}`, { signal });
}

export function usePost(id: number, enabled = true) {
  return useQuery({ queryKey: postsKeys.detail(id), queryFn: ({ signal }) => getPost(id, signal), enabled });
}
