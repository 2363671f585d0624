import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MediaType, UserMediaResponse } from '@vitrina/contract/posts';
import { postsEndpoints } from '@vitrina/contract/endpoints/posts';
import { call } from '@/lib/api-client.ts';
import { postsKeys } from './posts-keys.ts';

/** GET /api/posts/user/{profile_url}/{PHOTO|VIDEO|FILE}/type?limit=N&page=N → { rows, count }. */
export function listUserMedia(
  profileUrl: string,
  type: MediaType,
  limit: number,
  page: number,
  signal?: AbortSignal,
): Promise<UserMediaResponse> {
  return call(postsEndpoints.media, { params: { profile_url: profileUrl, type }, query: { limit, page }, signal });
}

export function useUserMedia(profileUrl: string, type: MediaType, limit: number, page = 1) {
  return useQuery({
    queryKey: postsKeys.userMedia(profileUrl, type, limit, page),
    queryFn: ({ signal }) => listUserMedia(profileUrl, type, limit, page, signal),
    placeholderData: keepPreviousData,
  });
}
