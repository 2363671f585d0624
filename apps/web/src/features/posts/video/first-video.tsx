import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { usePublishVideo, useVideoAction } from '../api/videos.ts';
import { useVideoUpload } from './use-video-upload.ts';
import { VideoUploadField } from './video-upload-field.tsx';

/**
 * The wizard's reel: an optional video, published as soon as the server has it, so it shows
 * on the new profile once processed. `onBusy` tells the wizard to wait while its bytes travel.
 */
export function FirstVideo({ onBusy }: { onBusy: (busy: boolean) => void }) {
  const { t } = useTranslation('posts');
  const id = useId();
  const upload = useVideoUpload();
  const publish = usePublishVideo();
  const action = useVideoAction();
  const published = useRef<number | null>(null);
  const { busy, videoId } = upload;

  useEffect(() => onBusy(busy), [busy, onBusy]);
  useEffect(() => {
    if (videoId === null || published.current === videoId) return;
    published.current = videoId;
    publish.mutate({ id: videoId, description: '' });
  }, [videoId, publish]);

  return (
    <section className="first-video" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="pending-videos__title">
        {t('videoUpload.firstTitle')}
      </h2>
      <p className="field__hint">{t('videoUpload.firstLead')}</p>
      <VideoUploadField
        upload={upload}
        onRemove={() => {
          if (videoId !== null) action.mutate({ id: videoId, action: 'remove' });
          upload.reset();
        }}
      />
      {busy && <p className="field__hint">{t('videoUpload.wait')}</p>}
    </section>
  );
}
