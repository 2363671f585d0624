import { useEffect } from 'react';
import { useVideoAction } from '../api/videos.ts';
import { useVideoUpload, type VideoUploadPhase } from './use-video-upload.ts';
import { VideoUploadField } from './video-upload-field.tsx';

/** What the composer needs to know of its video: whether there is one to publish, and whether to wait. */
export interface ComposerVideoState {
  videoId: number | null;
  busy: boolean;
  phase: VideoUploadPhase;
}

/**
 * The composer's uploaded video, loaded with the video tab: it owns the upload and tells the
 * composer where it stands; the composer remounts it (a new key) to start again after publishing.
 */
export function ComposerVideo({ onState }: { onState: (state: ComposerVideoState) => void }) {
  const upload = useVideoUpload();
  const action = useVideoAction();
  const { videoId, busy, phase } = upload;
  useEffect(() => onState({ videoId, busy, phase }), [videoId, busy, phase, onState]);
  return (
    <VideoUploadField
      upload={upload}
      onRemove={() => {
        if (videoId !== null) action.mutate({ id: videoId, action: 'remove' });
        upload.reset();
      }}
    />
  );
}
