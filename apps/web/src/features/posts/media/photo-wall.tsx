import { useQueryClient } from '@tanstack/react-query';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PAGE_SIZE } from '@vitrina/contract/constants';
import { resizeUrl } from '@vitrina/contract/media-rules';
import type { UserMediaItem } from '@vitrina/contract/posts';
import { FireIcon } from '@/components/ui/content-icons.tsx';
import { listUserMedia } from '../api/list-user-media.ts';
import { postsKeys } from '../api/posts-keys.ts';
import { LazyPhotoViewer, preloadPhotoViewer } from '../viewer/lazy-photo-viewer.tsx';
import { fotoIndex, viewerPhotosOf, wallRatio, withFoto } from '../viewer/viewer-rules.ts';

/**
 * The photos tab as a justified wall: each photo grows in proportion to its shape, so a row shares one
 * height (CSS flex, known sizes: no shift while loading). A photo opens the viewer (`?foto=N` on this page);
 * next and previous go on across the tab's pages.
 */
export function PhotoWall({
  rows,
  page,
  count,
  profileUrl,
}: {
  rows: readonly UserMediaItem[];
  page: number;
  count: number;
  profileUrl: string;
}) {
  const { t } = useTranslation('posts');
  const client = useQueryClient();
  const [query, setQuery] = useSearchParams();
  const open = fotoIndex(query.get('foto'), rows.length);
  const offset = (page - 1) * PAGE_SIZE;
  const altOf = (photo: UserMediaItem, index: number) =>
    photo.description || t('media.photoAlt', { n: offset + index + 1 });
  const show = (index: number | null, onPage = page) =>
    setQuery(
      (current) => {
        const next = withFoto(current, index);
        if (onPage > 1) next.set('page', String(onPage));
        else next.delete('page');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  // Past this page's ends: fetch the neighbour page first, so the viewer never shows a stale photo.
  const goTo = (index: number) => {
    if (index >= 0 && index < rows.length) return show(index);
    const other = index < 0 ? page - 1 : page + 1;
    void client
      .ensureQueryData({
        queryKey: postsKeys.userMedia(profileUrl, 'PHOTO', PAGE_SIZE, other),
        queryFn: ({ signal }) => listUserMedia(profileUrl, 'PHOTO', PAGE_SIZE, other, signal),
      })
      .then((data) => show(index < 0 ? data.rows.length - 1 : 0, other));
  };

  return (
    <>
      <ul className="photo-wall">
        {rows.map((photo, index) => {
          const ratio = wallRatio(photo.width, photo.height);
          return (
            <li key={photo.id} className="photo-wall__item" style={{ '--ratio': ratio } as CSSProperties}>
              <button
                type="button"
                className="photo-wall__button"
                data-photo={photo.id}
                onClick={() => show(index)}
                onPointerEnter={preloadPhotoViewer}
                onFocus={preloadPhotoViewer}
              >
                <img
                  src={resizeUrl(photo.filename, 'h240')}
                  srcSet={`${resizeUrl(photo.filename, 'h480')} 2x`}
                  alt={altOf(photo, index)}
                  width={Math.round(240 * ratio)}
                  height={240}
                  loading="lazy"
                  decoding="async"
                />
              </button>
              <span className="photo-wall__likes">
                <FireIcon size={14} aria-hidden="true" /> {t('media.likes', { count: photo.post.likesCount })}
              </span>
            </li>
          );
        })}
      </ul>
      <LazyPhotoViewer
        photos={viewerPhotosOf(rows, (index) => altOf(rows[index]!, index))}
        index={open}
        offset={offset}
        total={count}
        onIndex={goTo}
        onClose={() => show(null)}
        title={t('media.postTitle')}
        returnFocus={() =>
          open === null ? null : document.querySelector<HTMLElement>(`[data-photo="${rows[open]?.id}"]`)
        }
      />
    </>
  );
}
