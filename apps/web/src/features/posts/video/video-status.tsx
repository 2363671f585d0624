import { useTranslation } from 'react-i18next';
import type { Video } from '@vitrina/contract/videos';

/** Where a video of mine stands: a progress bar while it waits or is processed, the reason when it failed. */
export function VideoStatus({ video, name }: { video: Video; name: string }) {
  const { t } = useTranslation('posts');
  if (video.status === 'failed') {
    return (
      <p className="video-status video-status--failed" role="alert">
        {video.failure?.message ?? t('videoUpload.failed')}
      </p>
    );
  }
  if (video.status === 'ready') return <p className="video-status video-status--ready">{t('videoUpload.ready')}</p>;
  const percent = video.status === 'queued' ? 0 : video.progress;
  return (
    <div className="video-status">
      <div
        className="upload-row__track upload-row__track--working"
        role="progressbar"
        aria-label={t('videoUpload.processingOf', { name })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <span className="upload-row__bar" style={{ width: `${percent}%` }} />
      </div>
      <p className="upload-row__status">
        {video.status === 'queued' ? t('videoUpload.queued') : t('videoUpload.processing', { percent })}
      </p>
    </div>
  );
}
