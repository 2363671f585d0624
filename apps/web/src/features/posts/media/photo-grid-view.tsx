import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resizeUrl } from '@vitrina/contract/media-rules';
import type { PostFile } from '@vitrina/contract/posts';
import { photoGrid } from './photo-grid.ts';
import { fotoIndex } from '../viewer/viewer-rules.ts';
import { LazyPhotoViewer, preloadPhotoViewer } from '../viewer/lazy-photo-viewer.tsx';
import { usePhotoAddress } from '../viewer/photo-address.ts';
import { photoAlt } from './photo-alt.ts';
import './photos.css';

/**
 * The photos of a post by the grid rule (photo-grid.ts); each opens the viewer on itself. On a single
 * post's page the address holds which photo is open (`?foto=N`); elsewhere the grid does.
 */
export function PhotoGrid({ photos, author, postId }: { photos: readonly PostFile[]; author: string; postId: number }) {
  const { t } = useTranslation('posts');
  const address = usePhotoAddress();
  const [local, setLocal] = useState<number | null>(null);
  const open = address ? fotoIndex(address.param, photos.length) : local;
  const setOpen = address ? address.set : setLocal;
  const tiles = photoGrid(photos.length);
  if (tiles.length === 0) return null;
  return (
    <>
      <ul className={`photo-grid photo-grid--${Math.min(photos.length, 5)}`} aria-label={t('photos.label')}>
        {tiles.map((tile) => {
          const photo = photos[tile.index]!;
          const alt = photoAlt(t, photo, tile.index, photos.length, author);
          const single = tile.span === 'full';
          return (
            <li key={photo.id} className={`photo-grid__tile photo-grid__tile--${tile.span}`} data-span={tile.span}>
              <button
                type="button"
                className="photo-grid__button"
                onClick={() => setOpen(tile.index)}
                onPointerEnter={preloadPhotoViewer}
                onFocus={preloadPhotoViewer}
              >
                <img
                  className="photo-grid__image"
                  src={resizeUrl(photo.filename, single ? 'w640' : 'c309x309')}
                  srcSet={`${resizeUrl(photo.filename, single ? 'w1280' : 'c618x618')} 2x`}
                  alt={alt}
                  width={single ? (photo.width ?? undefined) : 309}
                  height={single ? (photo.height ?? undefined) : 309}
                  loading="lazy"
                  decoding="async"
                />
                {tile.more > 0 && (
                  <span className="photo-grid__more">
                    <span aria-hidden="true">+{tile.more}</span>
                    <span className="visually-hidden">{t('photos.more', { count: tile.more })}</span>
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
      <LazyPhotoViewer
        photos={photos.map((photo, index) => ({
          key: photo.id,
          src: photo.url,
          width: photo.width,
          height: photo.height,
          alt: photoAlt(t, photo, index, photos.length, author),
          postId,
        }))}
        index={open}
        onIndex={setOpen}
        onClose={() => setOpen(null)}
        title={t('photos.viewerTitle', { name: author })}
      />
    </>
  );
}
