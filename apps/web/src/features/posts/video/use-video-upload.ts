import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Video } from '@vitrina/contract/videos';
import { CAPTIONS_MAX_BYTES, isCaptionsFile, videoFileProblem } from '@vitrina/contract/video-rules';
import { fileExtension } from '@vitrina/contract/media-rules';
import { ApiError } from '@/lib/api-client.ts';
import { apiErrorText, errorText } from '@/i18n/error-text.ts';
import { postsKeys } from '../api/posts-keys.ts';
import { createVideo, setVideoCaptions, useVideo } from '../api/videos.ts';

/** idle → uploading (bytes, with progress) → checking (the server's probe) → sent (then the video's own status). */
export type VideoUploadPhase = 'idle' | 'uploading' | 'checking' | 'sent' | 'error';

interface State {
  phase: VideoUploadPhase;
  name: string;
  /** 0 to 1 while the bytes travel. */
  progress: number;
  videoId: number | null;
  error: string | null;
  captions: { phase: 'idle' | 'sending' | 'error'; error: string | null };
}

const initial: State = {
  phase: 'idle',
  name: '',
  progress: 0,
  videoId: null,
  error: null,
  captions: { phase: 'idle', error: null },
};

/** A video's length as the browser reads it (undefined when it cannot: the server decides then). */
function readDuration(file: File): Promise<number | undefined> {
  if (typeof URL.createObjectURL !== 'function' || typeof document === 'undefined') return Promise.resolve(undefined);
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const probe = document.createElement('video');
    const done = (value: number | undefined) => {
      clearTimeout(timer);
      URL.revokeObjectURL(url);
      probe.removeAttribute('src');
      resolve(value);
    };
    const timer = setTimeout(() => done(undefined), 5000);
    probe.preload = 'metadata';
    probe.muted = true;
    probe.onloadedmetadata = () => done(Number.isFinite(probe.duration) ? probe.duration : undefined);
    probe.onerror = () => done(undefined);
    probe.src = url;
  });
}

const failureText = (error: unknown, networkText: string) =>
  error instanceof ApiError && error.code === 'network' ? networkText : apiErrorText(error);

/**
 * One video for a post: checked here as the server will (type, size, length), sent with
 * progress, checked by the server, then followed while it is processed; captions (WebVTT) may follow.
 */
export function useVideoUpload() {
  const { t, i18n } = useTranslation('posts');
  const client = useQueryClient();
  const [state, setState] = useState<State>(initial);
  const controller = useRef<AbortController | null>(null);
  const video = useVideo(state.videoId);

  useEffect(() => () => controller.current?.abort(), []);

  const choose = useCallback(
    async (file: File) => {
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      setState({ ...initial, phase: 'uploading', name: file.name });
      // Type and size first: reading the length of a file that is no video would only wait.
      const problem =
        videoFileProblem(file) ??
        videoFileProblem({ name: file.name, size: file.size, durationSeconds: await readDuration(file) });
      if (problem) {
        setState((s) => ({ ...s, phase: 'error', error: errorText(problem) }));
        return;
      }
      try {
        const { requestPostUpload, uploadBytes } = await import('../composer/upload-transfer.ts');
        const ticket = await requestPostUpload({ filename: file.name, type: file.type, ext: fileExtension(file.name) });
        await uploadBytes(ticket.url, file, {
          signal: abort.signal,
          language: i18n.language,
          onProgress: (progress) => setState((s) => ({ ...s, progress })),
        });
        setState((s) => ({ ...s, phase: 'checking', progress: 1 }));
        const created = await createVideo(ticket.filename);
        if (abort.signal.aborted) return;
        client.setQueryData(postsKeys.video(created.id), created);
        setState((s) => ({ ...s, phase: 'sent', videoId: created.id }));
      } catch (error) {
        if (abort.signal.aborted) return;
        setState((s) => ({ ...s, phase: 'error', error: failureText(error, t('upload.network')) }));
      }
    },
    [client, i18n.language, t],
  );

  const addCaptions = useCallback(
    async (file: File) => {
      const id = state.videoId;
      if (id === null) return;
      const refuse = (error: string) => setState((s) => ({ ...s, captions: { phase: 'error', error } }));
      if (!isCaptionsFile(file.name, '')) return refuse(errorText('captions_invalid'));
      if (file.size > CAPTIONS_MAX_BYTES) return refuse(errorText('captions_size'));
      setState((s) => ({ ...s, captions: { phase: 'sending', error: null } }));
      try {
        const { requestPostUpload, uploadBytes } = await import('../composer/upload-transfer.ts');
        const ticket = await requestPostUpload({ filename: file.name, type: 'text/vtt', ext: 'vtt' });
        await uploadBytes(ticket.url, file, { language: i18n.language });
        client.setQueryData<Video>(postsKeys.video(id), await setVideoCaptions(id, ticket.filename));
        setState((s) => ({ ...s, captions: { phase: 'idle', error: null } }));
      } catch (error) {
        refuse(failureText(error, t('upload.network')));
      }
    },
    [client, i18n.language, state.videoId, t],
  );

  const reset = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setState(initial);
  }, []);

  const current = video.data ?? null;
  /** Bytes still travelling or being checked: the post button waits. */
  const busy = state.phase === 'uploading' || state.phase === 'checking' || state.captions.phase === 'sending';
  return { ...state, video: current, busy, choose, addCaptions, reset };
}

export type VideoUpload = ReturnType<typeof useVideoUpload>;
