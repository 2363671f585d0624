import { useInfiniteQuery } from '@tanstack/react-query';
import type { MyPhotosResponse } from '@vitrina/contract/media';
import { PAGE_SIZE } from '@vitrina/contract/constants';
import { mediaEndpoints } from '@vitrina/contract/endpoints/media';
import { call } from '@/lib/api-client.ts';
import { mediaKeys } from './media-keys.ts';

/** GET /api/users/me/photos?page=N: my processed photos, newest first, 12 a page. */
export function listMyPhotos(page: number, signal?: AbortSignal): Promise<MyPhotosResponse> {
  return call(mediaEndpoints.myPhotos, { query: { page }, signal });
}

export function useMyPhotos(enabled = true) {
  return useInfiniteQuery({
    queryKey: mediaKeys.myPhotos(),
    queryFn: ({ pageParam, signal }) => listMyPhotos(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.length * PAGE_SIZE < last.count ? pages.length + 1 : undefined),
    enabled,
  });
}
