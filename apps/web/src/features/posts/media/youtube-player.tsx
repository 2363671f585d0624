import { useTranslation } from 'react-i18next';
import { youtubeEmbedUrl } from '@vitrina/contract/youtube';

/**
 * A YouTube video, always on the privacy-enhanced host and built from the id alone (never from pasted
 * text); the frame is named for assistive technology and loads only when it nears the screen.
 */
export function YoutubePlayer({ videoId, title }: { videoId: string; title?: string }) {
  const { t } = useTranslation('posts');
  return (
    <div className="youtube-player">
      <iframe
        src={youtubeEmbedUrl(videoId)}
        title={title || t('video.title')}
        loading="lazy"
        allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </div>
  );
}
