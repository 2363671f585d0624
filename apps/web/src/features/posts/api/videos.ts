import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { videosEndpoints } from '@vitrina/contract/endpoints/videos';
import type { PublishVideoResponse, Video } from '@vitrina/contract/videos';
import { VIDEO_POLL_MS } from '@vitrina/contract/video-rules';
import { call } from '@/lib/api-client.ts';
import { myVideosQuery } from './list-my-videos.ts';
import { prependPost } from './post-cache.ts';
import { postsKeys } from './posts-keys.ts';

/** Native videos: the author's calls. The bytes go up like any post upload. */

export const createVideo = (uploadId: string): Promise<Video> =>
  call(videosEndpoints.create, { body: { filename: uploadId } });
export const getVideo = (id: number, signal?: AbortSignal): Promise<Video> =>
  call(videosEndpoints.one, { params: { id }, signal });
export const setVideoCaptions = (id: number, uploadId: string): Promise<Video> =>
  call(videosEndpoints.setCaptions, { params: { id }, body: { filename: uploadId } });

const isWorking = (video: Video) => video.status === 'queued' || video.status === 'processing';

/** One of my videos, asked again every VIDEO_POLL_MS while it is queued or processing. */
export function useVideo(id: number | null) {
  return useQuery({
    queryKey: postsKeys.video(id ?? 0),
    queryFn: ({ signal }) => getVideo(id!, signal),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data && !isWorking(query.state.data) ? false : VIDEO_POLL_MS),
  });
}

/** My videos not yet out as a post; polled while one is being processed. */
export function useMyVideos(enabled = true) {
  return useQuery({
    ...myVideosQuery(useQueryClient(), enabled),
    refetchInterval: (query) => (query.state.data?.rows.some(isWorking) ? VIDEO_POLL_MS : false),
  });
}

/** Publishes my video: its post at once when it is ready (into the feed), else when processing ends. */
export async function publishVideo(
  client: QueryClient,
  id: number,
  description: string,
): Promise<PublishVideoResponse> {
  const answer = await call(videosEndpoints.publish, { params: { id }, body: { description } });
  if (answer.post) {
    prependPost(client, { ...answer.post, isOwner: true, commentsItems: [], commentsCount: 0 });
    void client.invalidateQueries({ queryKey: postsKeys.allUserMedia() });
  } else {
    // The list knows it waits to be published before asking again: if processing ends first, its leaving the
    // list is what brings the post into the feeds.
    client.setQueryData<{ rows: Video[] }>(postsKeys.myVideos(), (old) => ({
      rows: [answer.video, ...(old?.rows ?? []).filter((video) => video.id !== answer.video.id)],
    }));
  }
  void client.invalidateQueries({ queryKey: postsKeys.myVideos() });
  return answer;
}

export function usePublishVideo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, description }: { id: number; description: string }) => publishVideo(client, id, description),
  });
}

/** Retry or remove one of my videos, then the list again. */
export function useVideoAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, action }: { id: number; action: 'retry' | 'remove' }): Promise<void> => {
      if (action === 'retry') await call(videosEndpoints.retry, { params: { id } });
      else await call(videosEndpoints.remove, { params: { id } });
    },
    onSettled: () => void client.invalidateQueries({ queryKey: postsKeys.myVideos() }),
  });
}
