import { useTranslation } from 'react-i18next';
import type { PostVideo } from '@vitrina/contract/videos';

/**
 * A video uploaded to Vitrina: the browser's own controls, the poster until play, no byte of video before
 * the person presses play (`preload="none"`), never playing by itself; captions when the author added them.
 */
export function VideoPlayer({ video, title, lang }: { video: PostVideo; title: string; lang: string }) {
  const { t } = useTranslation('posts');
  return (
    <div className="video-player" style={{ aspectRatio: `${video.width} / ${video.height}` }}>
      <video
        controls
        preload="none"
        playsInline
        poster={video.posterUrl}
        width={video.width}
        height={video.height}
        aria-label={title}
      >
        <source src={video.url} type="video/mp4" />
        {video.captionsUrl && (
          <track kind="captions" src={video.captionsUrl} srcLang={lang} label={t('videoUpload.captionsLabel')} />
        )}
      </video>
    </div>
  );
}
