import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RECENT_PHOTOS } from '@vitrina/contract/constants';
import { resizeUrl } from '@vitrina/contract/media-rules';
import { useUserMedia } from '../api/list-user-media.ts';
import { PostDialog } from '../post/post-dialog.tsx';
import './user-media.css';

/** The recent-photos widget of the posts tab (spec: 9 photos); a photo opens its post. */
export function RecentPhotos({ profileUrl, allHref }: { profileUrl: string; allHref: string }) {
  const { t } = useTranslation('posts');
  const photos = useUserMedia(profileUrl, 'PHOTO', RECENT_PHOTOS);
  const [open, setOpen] = useState<number | null>(null);
  const rows = photos.data?.rows ?? [];
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
              <button type="button" className="recent-photos__button" onClick={() => setOpen(photo.post.id)}>
                <img
                  src={resizeUrl(photo.filename, 'c92x92')}
                  srcSet={`${resizeUrl(photo.filename, 'c184x184')} 2x`}
                  alt={photo.description || t('media.photoAlt', { n: index + 1 })}
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
      <PostDialog postId={open} onClose={() => setOpen(null)} />
    </section>
  );
}
