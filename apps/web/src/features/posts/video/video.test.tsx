import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import type { Video } from '@vitrina/contract/videos';
import { fakeApi, renderWithProviders, useLanguage } from '@/test/render.tsx';
import { renderAsUser } from '@/test/session.tsx';
import { useHasPendingVideos } from '../api/list-my-videos.ts';
import { publishVideo } from '../api/videos.ts';
import { postsKeys } from '../api/posts-keys.ts';
import { AddVideo } from '../composer/add-video-dialog.tsx';
import { PendingVideos } from './pending-videos.tsx';
import { VideoPlayer } from './video-player.tsx';

const video = (fields: Partial<Video>): Video => ({
  id: 1,
  status: 'processing',
  progress: 40,
  failure: null,
  durationMs: 12_000,
  width: null,
  height: null,
  url: null,
  hdUrl: null,
  posterUrl: null,
  poster: null,
  captionsUrl: null,
  publishing: true,
  description: 'Mi reel',
  postId: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  ...fields,
});

const chooseFile = (input: HTMLElement, file: File) => fireEvent.change(input, { target: { files: [file] } });

/**
 * A publish answered "processing" whose video is a post by the list's next ask: my videos are `before` until the
 * publish and none after. `useFeed` is a feed's own query, whose asks `feedCalls` counts.
 */
function processingEndsDuringPublish(before: Video[]) {
  let published = false;
  const calls = fakeApi((call) => {
    if (call.path === '/probe/feed') return [200, { rows: [] }];
    if (call.method === 'POST') {
      published = true;
      return [200, { video: video({ publishing: true }), post: null }];
    }
    return [200, { rows: published ? [] : before }];
  });
  let client: QueryClient | undefined;
  return {
    calls,
    useFeed() {
      client = useQueryClient();
      useQuery({ queryKey: postsKeys.feed('followed'), queryFn: () => fetch('/api/probe/feed').then((r) => r.json()) });
    },
    feedCalls: () => calls.filter((call) => call.path === '/probe/feed').length,
    publish: () => act(() => publishVideo(client!, 1, 'Mi reel')),
  };
}

describe('native videos', () => {
  afterEach(cleanup);

  it('the player waits for a press: no preload, no autoplay, the poster, and captions when there are', async () => {
    await useLanguage('en');
    const ready = {
      id: 4,
      url: '/media/video_a.mp4',
      hdUrl: null,
      posterUrl: '/media/poster_a.jpg',
      poster: 'poster_a.jpg',
    };
    render(
      <VideoPlayer
        video={{ ...ready, captionsUrl: '/media/captions_a.vtt', durationMs: 5000, width: 1280, height: 720 }}
        title="Video posted by Ana"
        lang="en"
      />,
    );
    const player = document.querySelector('video')!;
    expect(player.getAttribute('preload')).toBe('none');
    expect(player.hasAttribute('autoplay')).toBe(false);
    expect(player.getAttribute('poster')).toBe('/media/poster_a.jpg');
    expect(player.querySelector('source')?.getAttribute('src')).toBe('/media/video_a.mp4');
    const track = player.querySelector('track')!;
    expect([track.getAttribute('kind'), track.getAttribute('src'), track.getAttribute('srclang')]).toEqual([
      'captions',
      '/media/captions_a.vtt',
      'en',
    ]);
  });

  it('refuses a file that is no video, or too large, before sending a byte, in the person’s language', async () => {
    await useLanguage('es');
    const calls = fakeApi(() => [404, { error: 'not_found', message: '', errors: [] }]);
    renderAsUser(<AddVideo profileUrl="ana" />);
    fireEvent.click(screen.getByRole('button', { name: 'Añadir video' }));
    const dialog = screen.getByRole('dialog', { name: 'Añadir un video' });
    await act(async () => chooseFile(within(dialog).getByLabelText('Subir un video'), new File(['x'], 'reel.avi')));
    expect(await within(dialog).findByRole('alert')).toHaveProperty(
      'textContent',
      'Ese video no se puede subir. Usa un archivo MP4, MOV o WebM.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Quitar el video reel.avi' }));

    await useLanguage('en');
    const huge = new File(['x'], 'reel.mp4', { type: 'video/mp4' });
    Object.defineProperty(huge, 'size', { value: 600 * 1_048_576 });
    await act(async () => chooseFile(within(dialog).getByLabelText('Upload a video'), huge));
    expect(await within(dialog).findByRole('alert')).toHaveProperty('textContent', 'The video must be at most 500 MB.');
    expect(calls.filter((call) => call.path.startsWith('/posts/aws-url'))).toEqual([]);
  });

  it('lists my videos: progress while processing, the reason and retry or remove when it failed', async () => {
    await useLanguage('en');
    const failed = video({
      id: 2,
      status: 'failed',
      description: 'Audition',
      failure: { code: 'video_processing_failed', message: 'We could not process this video.' },
    });
    const calls = fakeApi((call) => {
      if (call.method === 'GET') return [200, { rows: [video({ id: 1 }), failed] }];
      if (call.method === 'POST') return [200, { ...failed, status: 'queued', failure: null }];
      return [204, undefined];
    });
    renderWithProviders(<PendingVideos />);
    const panel = await screen.findByRole('region', { name: 'Your videos' });
    const bar = within(panel).getByRole('progressbar', { name: 'Processing of Mi reel' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(within(panel).getByText('It will be posted as soon as it has been processed.')).toBeTruthy();
    expect(within(panel).getByRole('alert').textContent).toBe('We could not process this video.');
    fireEvent.click(within(panel).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    fireEvent.click(within(panel).getByRole('button', { name: 'Remove the video Audition' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
    expect(calls.filter((call) => call.method !== 'GET').map((call) => [call.method, call.path])).toEqual([
      ['POST', '/videos/2/retry'],
      ['DELETE', '/videos/2'],
    ]);
  });

  it('a video published while processing that is done before the list asks again brings its post into the feed', async () => {
    await useLanguage('en');
    // Processing ended between the publish and the list's next ask: the video is a post now.
    const api = processingEndsDuringPublish([video({ publishing: false })]);
    function Feed() {
      api.useFeed();
      return null;
    }
    renderWithProviders(
      <>
        <Feed />
        <PendingVideos />
      </>,
    );
    await screen.findByRole('region', { name: 'Your videos' });
    expect(api.feedCalls()).toBe(1);
    await api.publish();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Your videos' })).toBeNull());
    await waitFor(() => expect(api.feedCalls()).toBe(2));
  });

  it('the feed’s own look at my videos brings the post in too when processing ends during the publish', async () => {
    await useLanguage('en');
    // The feed loaded before the upload; by the list's first ask after the publish the video is a post.
    const api = processingEndsDuringPublish([]);
    // As the news feed: it asks whether I have videos waiting, and shows their panel only then.
    function Feed() {
      api.useFeed();
      return useHasPendingVideos(true) ? <PendingVideos /> : null;
    }
    renderWithProviders(<Feed />);
    const listCalls = () => api.calls.filter((call) => call.path === '/videos').length;
    await waitFor(() => expect(listCalls()).toBe(1));
    expect(api.feedCalls()).toBe(1);
    await api.publish();
    expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual(['/videos/1/publish']);
    await waitFor(() => expect(listCalls()).toBe(2));
    await waitFor(() => expect(api.feedCalls()).toBe(2));
    expect(screen.queryByRole('region', { name: 'Your videos' })).toBeNull();
  });
});
