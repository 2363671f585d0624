import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { checkUploadName, checkUploadSize, type ImageType } from '@vitrina/contract/media-rules';
import { useSession } from '@/lib/session-context.ts';
import { apiErrorText } from '@/i18n/error-text.ts';
import { ApiError } from '@/lib/api-client.ts';
import { mediaKeys } from './media-keys.ts';
import { requestUserImageUpload } from './request-upload-url.ts';
import { saveUserImage } from './save-user-image.ts';
import { shrinkPhoto } from '@/lib/shrink-photo.ts';
import { uploadBytes } from '@/lib/upload-bytes.ts';

/** The upload states of spec §4: idle, the bytes travelling, processing (warning), success or error. */
export type UploadState =
  | { status: 'idle' }
  | { status: 'uploading'; progress: number }
  | { status: 'processing' }
  | { status: 'success'; image: string }
  | { status: 'error'; title: string; detail?: string };

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * One profile or cover image upload at a time: the checks the server will make on the name and size
 * (so an obvious mistake costs no round trip), the upload URL, the PUT with progress, the save that
 * answers a new token, which is stored at once (`useSession().refresh`) so every image on screen changes.
 */
export function useImageUpload(kind: ImageType, onDone?: (token: string, image: string) => void) {
  const { t, i18n } = useTranslation('media');
  const session = useSession();
  const queryClient = useQueryClient();
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);
  const busy = state.status === 'uploading' || state.status === 'processing';
  const busyRef = useRef(false);

  useEffect(() => () => controller.current?.abort(), []);

  const fail = useCallback((detail?: string) => setState({ status: 'error', title: t('status.error'), detail }), [t]);

  /** Client-side mirror of the server's name and size rules; null when the file may go. */
  const problemOf = useCallback(
    (file: File): string | null => {
      const code = checkUploadName(file.name, kind) ?? checkUploadSize(file.size);
      return code ? t(`errors.${code}`) : null;
    },
    [kind, t],
  );

  const upload = useCallback(
    async (file: File | null | undefined): Promise<boolean> => {
      if (busyRef.current) return false;
      if (!file) {
        setState({ status: 'error', title: t('status.none') });
        return false;
      }
      const problem = problemOf(file);
      if (problem) {
        fail(problem);
        return false;
      }
      busyRef.current = true;
      const abort = new AbortController();
      controller.current = abort;
      try {
        setState({ status: 'uploading', progress: 0 });
        const sent = await shrinkPhoto(file);
        const ticket = await requestUserImageUpload({ filename: sent.name, type: sent.type, image_type: kind });
        await uploadBytes(ticket.url, sent, {
          signal: abort.signal,
          language: i18n.language,
          onProgress: (progress) => setState({ status: 'uploading', progress }),
        });
        setState({ status: 'processing' });
        const { token, image } = await saveUserImage(kind, ticket.filename);
        await session.refresh(token);
        void queryClient.invalidateQueries({ queryKey: mediaKeys.myPhotos() });
        setState({ status: 'success', image });
        onDone?.(token, image);
        return true;
      } catch (error) {
        if (isAbort(error)) setState({ status: 'idle' });
        else if (error instanceof ApiError && error.code === 'network') fail(t('errors.network'));
        else fail(apiErrorText(error));
        return false;
      } finally {
        busyRef.current = false;
        if (controller.current === abort) controller.current = null;
      }
    },
    [fail, i18n.language, kind, onDone, problemOf, queryClient, session, t],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);
  const reset = useCallback(() => setState({ status: 'idle' }), []);
  const reject = useCallback((detail: string) => fail(detail), [fail]);

  return { state, busy, upload, cancel, reset, reject, problemOf };
}
