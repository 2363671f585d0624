import { useQuery } from '@tanstack/react-query';
import type { Post } from '@vitrina/contract/posts';
import { postsEndpoints } from '@vitrina/contract/endpoints/posts';
import { call } from '@/lib/api-client.ts';
import { postsKeys } from './posts-keys.ts';

/** GET /api/posts/{id} → the post; 404 `not_found` when it does not exist or is out of my sight. */
export function getPost(id: number, signal?: AbortSignal): Promise<Post> {
  return call(postsEndpoints.get, { params: { id }, signal });
}

export function usePost(id: number, enabled = true) {
  return useQuery({ queryKey: postsKeys.detail(id), queryFn: ({ signal }) => getPost(id, signal), enabled });
}
