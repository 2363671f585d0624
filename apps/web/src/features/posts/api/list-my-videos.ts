import { useQuery } from '@tanstack/react-query';
import { videosEndpoints } from '@vitrina/contract/endpoints/videos';
import type { MyVideosResponse } from '@vitrina/contract/videos';
import { call } from '@/lib/api-client.ts';
import { postsKeys } from './posts-keys.ts';

/** GET /api/videos: my videos not yet out as a post. */
export const listMyVideos = (signal?: AbortSignal): Promise<MyVideosResponse> =>
  call(videosEndpoints.mine, signal ? { signal } : {});

/** Whether I have such videos: the feed loads their panel only then. */
export function useHasPendingVideos(enabled: boolean): boolean {
  const mine = useQuery({ queryKey: postsKeys.myVideos(), queryFn: ({ signal }) => listMyVideos(signal), enabled });
  return (mine.data?.rows.length ?? 0) > 0;
}
