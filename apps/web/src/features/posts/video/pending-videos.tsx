import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Video } from '@vitrina/contract/videos';
import { apiErrorText } from '@/i18n/error-text.ts';
import { Alert } from '@/components/ui/alert.tsx';
import { useMyVideos, usePublishVideo, useVideoAction } from '../api/videos.ts';
import { VideoStatus } from './video-status.tsx';
import './video.css';

/**
 * My videos not yet out as a post: being processed (their post comes by itself once ready),
 * failed (why, retry, remove), or ready and unpublished (publish, remove). Nothing when there are none.
 */
export function PendingVideos() {
  const { t } = useTranslation('posts');
  const id = useId();
  const mine = useMyVideos();
  const publish = usePublishVideo();
  const act = useVideoAction();
  const rows = mine.data?.rows ?? [];
  if (rows.length === 0) return null;
  const error = publish.error ?? act.error;
  return (
    <section className="pending-videos post-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="pending-videos__title">
        {t('videoUpload.pendingTitle')}
      </h2>
      {error && <Alert tone="error" title={apiErrorText(error)} />}
      <ul className="pending-videos__list">
        {rows.map((video, index) => {
          const name = video.description || t('videoUpload.untitled', { n: index + 1 });
          return (
            <li key={video.id} className="pending-videos__item">
              {video.posterUrl ? (
                <img className="pending-videos__thumb" src={video.posterUrl} alt="" width={96} height={54} />
              ) : (
                <span className="pending-videos__thumb" aria-hidden="true" />
              )}
              <div>
                <p className="upload-row__name">{name}</p>
                <VideoStatus video={video} name={name} />
                {video.publishing && video.status !== 'failed' && (
                  <p className="field__hint">{t('videoUpload.willAppear')}</p>
                )}
                <Actions video={video} name={name} busy={publish.isPending || act.isPending} {...{ publish, act }} />
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function Actions({
  video,
  name,
  busy,
  publish,
  act,
}: {
  video: Video;
  name: string;
  busy: boolean;
  publish: ReturnType<typeof usePublishVideo>;
  act: ReturnType<typeof useVideoAction>;
}) {
  const { t } = useTranslation('posts');
  const canPublish = video.status === 'ready' && !video.publishing;
  return (
    <div className="pending-videos__actions">
      {video.status === 'failed' && (
        <button
          type="button"
          className="button button--ghost"
          disabled={busy}
          onClick={() => act.mutate({ id: video.id, action: 'retry' })}
        >
          {t('videoUpload.retry')}
        </button>
      )}
      {canPublish && (
        <button
          type="button"
          className="button button--primary"
          disabled={busy}
          onClick={() => publish.mutate({ id: video.id, description: video.description })}
        >
          {t('videoUpload.publish')}
        </button>
      )}
      {(video.status === 'failed' || canPublish) && (
        <button
          type="button"
          className="button button--ghost"
          disabled={busy}
          aria-label={t('videoUpload.removeNamed', { name })}
          onClick={() => act.mutate({ id: video.id, action: 'remove' })}
        >
          {t('videoUpload.removeShort')}
        </button>
      )}
    </div>
  );
}
