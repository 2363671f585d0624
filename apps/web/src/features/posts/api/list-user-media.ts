import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MediaType, UserMediaResponse } from '@vitrina/contract/posts';
import { api } from '@/lib/api-client.ts';
import { postsKeys } from './posts-keys.ts';

/** GET /api/posts/user/{profile_url}/{PHOTO|VIDEO|FILE}/type?limit=N&page=N → { rows, count }. */
export function listUserMedia(
  profileUrl: string,
  type: MediaType,
  limit: number,
  page: number,
  signal?: AbortSignal,
): Promise<UserMediaResponse> {
  const query = new URLSearchParams({ limit: String(limit), page: String(page) });
  return api<UserMediaResponse>(`/posts/user/${encodeURIComponent(profileUrl)}/${type}/type?${query}`, { signal });
}

export function useUserMedia(profileUrl: string, type: MediaType, limit: number, page = 1) {
  return useQuery({
    queryKey: postsKeys.userMedia(profileUrl, type, limit, page),
    queryFn: ({ signal }) => listUserMedia(profileUrl, type, limit, page, signal),
    placeholderData: keepPreviousData,
  });
}
