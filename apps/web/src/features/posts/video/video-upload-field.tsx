import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CAPTIONS_ACCEPT, VIDEO_ACCEPT } from '@vitrina/contract/video-rules';
import { CloseIcon } from '@/components/ui/icons.tsx';
import type { VideoUpload } from './use-video-upload.ts';
import { VideoStatus } from './video-status.tsx';
import './video.css';

/** The composer's own video: choose a file, watch it go up and be processed, add captions. */
export function VideoUploadField({ upload, onRemove }: { upload: VideoUpload; onRemove: () => void }) {
  const { t } = useTranslation('posts');
  const id = useId();
  const { phase, video } = upload;

  if (phase === 'idle') {
    return (
      <div className="video-upload">
        <label className="button button--ghost video-upload__choose" htmlFor={`${id}-file`}>
          {t('videoUpload.choose')}
        </label>
        <input
          id={`${id}-file`}
          className="visually-hidden"
          type="file"
          accept={VIDEO_ACCEPT}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void upload.choose(file);
          }}
        />
        <p className="field__hint">{t('videoUpload.rules')}</p>
      </div>
    );
  }

  const percent = Math.round(upload.progress * 100);
  return (
    <div className="video-upload video-upload--chosen" aria-live="polite">
      <div className="video-upload__head">
        <p className="upload-row__name">
          <span className="upload-row__file">{upload.name}</span>
        </p>
        <button
          type="button"
          className="post-icon-button"
          onClick={onRemove}
          aria-label={t('videoUpload.remove', { name: upload.name })}
        >
          <CloseIcon size={18} />
        </button>
      </div>
      {phase === 'error' && (
        <p className="video-status video-status--failed" role="alert">
          {upload.error}
        </p>
      )}
      {phase === 'uploading' && (
        <>
          <div
            className="upload-row__track"
            role="progressbar"
            aria-label={t('upload.progressOf', { name: upload.name })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
          >
            <span className="upload-row__bar" style={{ width: `${percent}%` }} />
          </div>
          <p className="upload-row__status">{t('upload.uploading', { percent })}</p>
        </>
      )}
      {phase === 'checking' && <p className="upload-row__status">{t('videoUpload.checking')}</p>}
      {video && <VideoStatus video={video} name={upload.name} />}
      {video?.posterUrl && (
        <img className="video-upload__poster" src={video.posterUrl} alt="" width={160} height={90} />
      )}
      {video && video.status !== 'failed' && (
        <div className="video-upload__captions">
          {video.captionsUrl ? (
            <p className="field__hint">{t('videoUpload.captionsAdded')}</p>
          ) : (
            <>
              <label className="button button--ghost" htmlFor={`${id}-captions`}>
                {t('videoUpload.addCaptions')}
              </label>
              <input
                id={`${id}-captions`}
                className="visually-hidden"
                type="file"
                accept={CAPTIONS_ACCEPT}
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  event.target.value = '';
                  if (file) void upload.addCaptions(file);
                }}
              />
            </>
          )}
          {upload.captions.error && (
            <p className="video-status video-status--failed" role="alert">
              {upload.captions.error}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
