import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { PostFile } from '@vitrina/contract/posts';
import { Dialog } from '@/components/ui/dialog.tsx';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons.tsx';

/** The alt text of a photo: the author's description, or which photo of whose post it is. */
export function photoAlt(
  t: (key: string, options: Record<string, unknown>) => string,
  file: PostFile,
  index: number,
  total: number,
  author: string,
) {
  return file.description || t('photos.alt', { n: index + 1, total, name: author });
}

/**
 * Every photo of a post, full screen: a modal dialog on a dark backdrop, the arrow keys and buttons move
 * (wrapping round), Escape closes, and the position is announced as it changes.
 */
export function PhotoViewer({
  photos,
  index,
  author,
  onIndex,
  onClose,
}: {
  photos: readonly PostFile[];
  index: number | null;
  author: string;
  onIndex: (index: number) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('posts');
  const open = index !== null && photos.length > 0;
  const current = open ? Math.min(index, photos.length - 1) : 0;
  const many = photos.length > 1;
  const move = (step: number) => onIndex((current + step + photos.length) % photos.length);

  useEffect(() => {
    if (!open || !many) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') onIndex((current + 1) % photos.length);
      else if (event.key === 'ArrowLeft') onIndex((current - 1 + photos.length) % photos.length);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, many, current, photos.length, onIndex]);

  const photo = photos[current];
  return (
    <Dialog open={open} onClose={onClose} title={t('photos.viewerTitle', { name: author })} hideTitle variant="viewer">
      {photo && (
        <div className="photo-viewer">
          <figure className="photo-viewer__figure">
            <img
              className="photo-viewer__image"
              src={photo.url}
              alt={photoAlt(t, photo, current, photos.length, author)}
              width={photo.width ?? undefined}
              height={photo.height ?? undefined}
            />
            <figcaption className="photo-viewer__caption" aria-live="polite">
              {many && (
                <span className="photo-viewer__count">
                  {t('photos.position', { n: current + 1, total: photos.length })}
                </span>
              )}
              {photo.description && <span className="photo-viewer__description">{photo.description}</span>}
            </figcaption>
          </figure>
          {many && (
            <>
              <button
                type="button"
                className="photo-viewer__nav photo-viewer__nav--prev"
                onClick={() => move(-1)}
                aria-label={t('photos.previous')}
              >
                <ChevronLeftIcon size={28} />
              </button>
              <button
                type="button"
                className="photo-viewer__nav photo-viewer__nav--next"
                onClick={() => move(1)}
                aria-label={t('photos.next')}
              >
                <ChevronRightIcon size={28} />
              </button>
            </>
          )}
        </div>
      )}
    </Dialog>
  );
}
