import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { videoFileProblem } from '@vitrina/contract/video-rules';
import { apiErrorText, errorText } from '@/i18n/error-text.ts';
import { uploadFile } from '../api/applying.ts';

/** idle → uploading (with progress) → done or error: one file sent for an application or a self-tape. */
export function useFileUpload(onUploaded: (uploadId: string, file: File) => Promise<void> | void) {
  const { i18n } = useTranslation();
  const [state, setState] = useState({ busy: false, progress: 0, name: '', error: null as string | null });
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const send = useCallback(
    async (file: File, { video = false }: { video?: boolean } = {}) => {
      const problem = video ? videoFileProblem(file) : null;
      if (problem) return setState({ busy: false, progress: 0, name: file.name, error: errorText(problem) });
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      setState({ busy: true, progress: 0, name: file.name, error: null });
      try {
        const uploadId = await uploadFile(file, {
          signal: abort.signal,
          language: i18n.language,
          onProgress: (progress) => setState((s) => ({ ...s, progress })),
        });
        await onUploaded(uploadId, file);
        setState({ busy: false, progress: 1, name: file.name, error: null });
      } catch (error) {
        if (abort.signal.aborted) return;
        setState({ busy: false, progress: 0, name: file.name, error: apiErrorText(error) });
      }
    },
    [i18n.language, onUploaded],
  );
  return { ...state, send };
}
