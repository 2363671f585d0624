import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RECENT_PHOTOS } from '@vitrina/contract/constants';
import { resizeUrl } from '@vitrina/contract/media-rules';
import { useUserMedia } from '../api/list-user-media.ts';
import { LazyPhotoViewer, preloadPhotoViewer } from '../viewer/lazy-photo-viewer.tsx';
import { viewerPhotosOf } from '../viewer/viewer-rules.ts';
import './user-media.css';

/**
 * The recent-photos widget of the posts tab (spec: 9 photos); a photo opens the full-screen viewer on
 * itself (its post beside it), and next/previous move through the nine.
 */
export function RecentPhotos({ profileUrl, allHref }: { profileUrl: string; allHref: string }) {
  const { t } = useTranslation('posts');
  const photos = useUserMedia(profileUrl, 'PHOTO', RECENT_PHOTOS);
  const [open, setOpen] = useState<number | null>(null);
  const rows = photos.data?.rows ?? [];
  const altOf = (photo: (typeof rows)[number], index: number) =>
    photo.description || t('media.photoAlt', { n: index + 1 });
  return (
    <section className="profile-card" aria-labelledby="recent-photos-title">
      <h2 id="recent-photos-title" className="profile-card__title">
        {t('media.recentPhotos')}
      </h2>
      {photos.isSuccess && rows.length === 0 && <p className="profile-card__text">{t('media.noPhotos')}</p>}
      {rows.length > 0 && (
        <ul className="recent-photos">
          {rows.map((photo, index) => (
            <li key={photo.id}>
              <button
                type="button"
                className="recent-photos__button"
                data-recent-photo={photo.id}
                onClick={() => setOpen(index)}
                onPointerEnter={preloadPhotoViewer}
                onFocus={preloadPhotoViewer}
              >
                <img
                  src={resizeUrl(photo.filename, 'c92x92')}
                  srcSet={`${resizeUrl(photo.filename, 'c184x184')} 2x`}
                  alt={altOf(photo, index)}
                  width={92}
                  height={92}
                  loading="lazy"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      {photos.data && photos.data.count > rows.length && <Link to={allHref}>{t('media.allPhotos')}</Link>}
      <LazyPhotoViewer
        photos={viewerPhotosOf(rows, (index) => altOf(rows[index]!, index))}
        index={open}
        onIndex={setOpen}
        onClose={() => setOpen(null)}
        title={t('media.recentPhotos')}
      />
    </section>
  );
}
