import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { videosEndpoints } from '@vitrina/contract/endpoints/videos';
import type { MyVideosResponse } from '@vitrina/contract/videos';
import { call } from '@/lib/api-client.ts';
import { postsKeys } from './posts-keys.ts';

/**
 * GET /api/videos: my videos not yet out as a post. One definition for every reader of the key: a refetch runs
 * whichever reader's function the query last saw, and each must notice a published video that became a post.
 */
export function myVideosQuery(client: QueryClient, enabled = true) {
  return queryOptions({
    queryKey: postsKeys.myVideos(),
    queryFn: async ({ signal }): Promise<MyVideosResponse> => {
      const before = client.getQueryData<MyVideosResponse>(postsKeys.myVideos());
      const answer = await call(videosEndpoints.mine, { signal });
      const now = new Set(answer.rows.map((video) => video.id));
      if (before?.rows.some((video) => video.publishing && !now.has(video.id))) {
        void client.invalidateQueries({ queryKey: postsKeys.feeds() });
        void client.invalidateQueries({ queryKey: postsKeys.allUserMedia() });
      }
      return answer;
    },
    enabled,
  });
}

/** Whether I have such videos: the feed loads their panel only then. */
export function useHasPendingVideos(enabled: boolean): boolean {
  const mine = useQuery(myVideosQuery(useQueryClient(), enabled));
  return (mine.data?.rows.length ?? 0) > 0;
}
