import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkUploadName, checkUploadSize, fileExtension } from '@vitrina/contract/media-rules';
import type { MediaFile } from '@vitrina/contract/media';
import { MAX_DOCUMENTS_PER_POST, MAX_PHOTOS_PER_POST } from '@vitrina/contract/post-limits';
import type { PostsErrorCode } from '@vitrina/contract/posts-errors';
import { ApiError } from '@/lib/api-client.ts';
import { apiErrorText, errorText } from '@/i18n/error-text.ts';

export type UploadKind = 'photo' | 'document';

/** One file of the composer (spec §4: upload rows are active, success or error; processing warns). */
export interface UploadRow {
  key: string;
  kind: UploadKind;
  name: string;
  size: number;
  /** A local preview of a photo (an object URL), revoked when the row goes. */
  preview: string | null;
  /** `queued`: waiting for the upload before it to finish (sequential uploads). */
  status: 'queued' | 'uploading' | 'processing' | 'success' | 'error';
  /** 0 to 1 while the bytes travel. */
  progress: number;
  /** The upload id POST posts/aws-url answered: what the post names the file by. */
  uploadId: string | null;
  media: MediaFile | null;
  error: string | null;
  /** A photo's short description, its alt text. */
  alt: string;
}

const limits: Record<UploadKind, { max: number; code: PostsErrorCode }> = {
  photo: { max: MAX_PHOTOS_PER_POST, code: 'too_many_photos' },
  document: { max: MAX_DOCUMENTS_PER_POST, code: 'too_many_files' },
};

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';
let sequence = 0;

export interface PostUploadsOptions {
  /** One upload at a time, in the order chosen (the profile's add-photos modal, spec §5); otherwise all at once. */
  sequential?: boolean;
}

/**
 * The photos or the documents of the composer: each file is checked as the server will check it (name,
 * size), then asks for an upload URL, PUTs its bytes with progress, and has the server process it
 * (POST media/complete), which answers the processed file or the reason it failed, shown in its row.
 */
export function usePostUploads(kind: UploadKind, { sequential = false }: PostUploadsOptions = {}) {
  const { t, i18n } = useTranslation('posts');
  const [rows, setRows] = useState<UploadRow[]>([]);
  const [limitError, setLimitError] = useState<string | null>(null);
  const controllers = useRef(new Map<string, AbortController>());
  const previews = useRef(new Map<string, string>());
  /** Sequential uploads: the rows still waiting their turn, and the end of the queue. */
  const waiting = useRef(new Set<string>());
  const queue = useRef<Promise<void>>(Promise.resolve());

  useEffect(() => {
    const running = controllers.current;
    const urls = previews.current;
    const queued = waiting.current;
    return () => {
      queued.clear();
      for (const controller of running.values()) controller.abort();
      for (const url of urls.values()) URL.revokeObjectURL(url);
    };
  }, []);

  const patch = useCallback((key: string, change: Partial<UploadRow>) => {
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)));
  }, []);

  const run = useCallback(
    async (key: string, file: File) => {
      const controller = new AbortController();
      controllers.current.set(key, controller);
      const { signal } = controller;
      try {
        // Loaded with the first file chosen: the composer shows without the transfer code.
        const { completeUpload, requestPostUpload, shrinkPhoto, uploadBytes } = await import('./upload-transfer.ts');
        const sent = await shrinkPhoto(file);
        // A composer gone while that code loaded asks for no upload URL.
        if (signal.aborted) return;
        const ticket = await requestPostUpload({ filename: sent.name, type: sent.type, ext: fileExtension(sent.name) });
        if (signal.aborted) return;
        await uploadBytes(ticket.url, sent, {
          signal,
          language: i18n.language,
          onProgress: (progress) => patch(key, { progress }),
        });
        patch(key, { status: 'processing', progress: 1, uploadId: ticket.filename });
        const media = await completeUpload(ticket.filename);
        if (signal.aborted) return;
        patch(key, { status: 'success', media });
      } catch (error) {
        if (isAbort(error) || signal.aborted) return;
        const text = error instanceof ApiError && error.code === 'network' ? t('upload.network') : apiErrorText(error);
        patch(key, { status: 'error', error: text });
      } finally {
        controllers.current.delete(key);
      }
    },
    [i18n.language, patch, t],
  );

  const add = useCallback(
    (files: readonly File[]) => {
      const { max, code } = limits[kind];
      const room = Math.max(0, max - rows.filter((row) => row.status !== 'error').length);
      setLimitError(files.length > room ? errorText(code) : null);
      const added = files.slice(0, room).map((file): [UploadRow, File] => {
        const key = `upload-${++sequence}`;
        const problem = checkUploadName(file.name, kind) ?? checkUploadSize(file.size);
        let preview: string | null = null;
        if (kind === 'photo' && !problem && typeof URL.createObjectURL === 'function') {
          preview = URL.createObjectURL(file);
          previews.current.set(key, preview);
        }
        const row: UploadRow = {
          key,
          kind,
          name: file.name,
          size: file.size,
          preview,
          status: problem ? 'error' : sequential ? 'queued' : 'uploading',
          progress: 0,
          uploadId: null,
          media: null,
          error: problem ? errorText(problem) : null,
          alt: '',
        };
        return [row, file];
      });
      setRows((current) => [...current, ...added.map(([row]) => row)]);
      for (const [row, file] of added) {
        if (row.status !== 'queued' && row.status !== 'uploading') continue;
        if (!sequential) {
          void run(row.key, file);
          continue;
        }
        waiting.current.add(row.key);
        // run never rejects: each file waits for the one before it, whatever became of it.
        queue.current = queue.current.then(async () => {
          if (!waiting.current.delete(row.key)) return; // removed while it waited
          patch(row.key, { status: 'uploading' });
          await run(row.key, file);
        });
      }
    },
    [kind, rows, run, sequential, patch],
  );

  const forget = useCallback((key: string) => {
    waiting.current.delete(key);
    controllers.current.get(key)?.abort();
    controllers.current.delete(key);
    const url = previews.current.get(key);
    if (url) URL.revokeObjectURL(url);
    previews.current.delete(key);
  }, []);

  const remove = useCallback(
    (key: string) => {
      forget(key);
      setLimitError(null);
      setRows((current) => current.filter((row) => row.key !== key));
    },
    [forget],
  );

  const reset = useCallback(() => {
    for (const key of [...controllers.current.keys(), ...previews.current.keys(), ...waiting.current]) forget(key);
    setLimitError(null);
    setRows([]);
  }, [forget]);

  const setAlt = useCallback((key: string, alt: string) => patch(key, { alt }), [patch]);

  const busy = rows.some((row) => row.status === 'queued' || row.status === 'uploading' || row.status === 'processing');
  const ready = rows.filter((row) => row.status === 'success' && row.uploadId);
  return { rows, busy, ready, limitError, add, remove, reset, setAlt };
}

export type PostUploads = ReturnType<typeof usePostUploads>;
