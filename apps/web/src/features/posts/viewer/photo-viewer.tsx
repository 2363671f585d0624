import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/ui/dialog.tsx';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons.tsx';
import { usePhotoGestures } from './use-photo-gestures.ts';
import type { PhotoViewerProps } from './viewer-rules.ts';
import { ViewerPostPanel } from './viewer-post-panel.tsx';
import './photo-viewer.css';

const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/**
 * A photo full screen, loaded on first open: arrows, the keyboard (← →, Escape) and swipes move,
 * pinch, the wheel, a double tap or the zoom button zoom; its alt text shows under it, and its post's likes
 * and comments beside it (below on a phone).
 */
export default function PhotoViewer({
  photos,
  index,
  onIndex,
  onClose,
  title,
  offset = 0,
  total,
  returnFocus,
}: PhotoViewerProps) {
  const { t } = useTranslation('posts');
  const open = index !== null && photos.length > 0;
  const current = open ? Math.min(Math.max(index, 0), photos.length - 1) : 0;
  const count = total ?? photos.length;
  const place = offset + current;
  const [hasPrev, hasNext] = [place > 0, place < count - 1];
  const stage = useRef<HTMLDivElement>(null);
  const photo = photos[current];
  const move = (step: number) => {
    if (step < 0 ? hasPrev : hasNext) onIndex(current + step);
  };
  const gestures = usePhotoGestures(stage, photo?.key, move);

  const latestMove = useRef(move);
  useEffect(() => {
    latestMove.current = move;
  });
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (typing(event.target) || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key === 'ArrowRight') latestMove.current(1);
      else if (event.key === 'ArrowLeft') latestMove.current(-1);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const { view } = gestures;
  return (
    <Dialog open={open} onClose={onClose} title={title} hideTitle variant="viewer" returnFocus={returnFocus}>
      {photo && (
        <div className="viewer">
          <div className="viewer__main">
            <p className="viewer__count" aria-live="polite">
              {t('photos.position', { n: place + 1, total: count })}
            </p>
            <div
              ref={stage}
              className={`viewer__stage${gestures.zoomed ? ' viewer__stage--zoomed' : ''}`}
              {...gestures.handlers}
            >
              <img
                key={photo.key}
                className="viewer__image"
                src={photo.src}
                alt={photo.alt}
                width={photo.width ?? undefined}
                height={photo.height ?? undefined}
                draggable={false}
                style={{ transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})` }}
              />
            </div>
            <p className="viewer__alt">{photo.alt}</p>
            <div className="viewer__controls">
              <button
                type="button"
                className="viewer__button"
                onClick={() => move(-1)}
                aria-disabled={!hasPrev}
                aria-label={t('photos.previous')}
              >
                <ChevronLeftIcon size={26} />
              </button>
              <button
                type="button"
                className="viewer__button viewer__button--zoom"
                onClick={gestures.toggleZoom}
                aria-pressed={gestures.zoomed}
              >
                {t('photos.zoom')}
              </button>
              <button
                type="button"
                className="viewer__button"
                onClick={() => move(1)}
                aria-disabled={!hasNext}
                aria-label={t('photos.next')}
              >
                <ChevronRightIcon size={26} />
              </button>
            </div>
          </div>
          <ViewerPostPanel postId={photo.postId} />
        </div>
      )}
    </Dialog>
  );
}
