import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { youtubeEmbedUrl } from '@vitrina/contract/youtube';

/**
 * A YouTube video behind a facade: a button of ours until it is pressed, so a page of posts makes no
 * request to YouTube and runs none of its scripts (no third-party bytes before play). Then the
 * player, on the privacy-enhanced host, built from the id alone (never from pasted text), playing at once.
 */
export function YoutubePlayer({ videoId, title }: { videoId: string; title?: string }) {
  const { t } = useTranslation('posts');
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  const name = title || t('video.title');

  // The button the person pressed is gone: the focus goes to what replaced it.
  useEffect(() => {
    if (playing) frame.current?.focus();
  }, [playing]);

  return (
    <div className="youtube-player">
      {playing ? (
        <iframe
          ref={frame}
          src={`${youtubeEmbedUrl(videoId)}?autoplay=1`}
          title={name}
          allow="accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <button
          type="button"
          className="youtube-player__facade"
          aria-label={t('video.play', { title: name })}
          onClick={() => setPlaying(true)}
        >
          <svg className="youtube-player__icon" viewBox="0 0 68 48" width="68" height="48" aria-hidden="true">
            <rect width="68" height="48" rx="12" fill="currentColor" />
            <path d="M27 14v20l18-10z" fill="#fff" />
          </svg>
          <span className="youtube-player__note">{t('video.facadeNote')}</span>
        </button>
      )}
    </div>
  );
}
