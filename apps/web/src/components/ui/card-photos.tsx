import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CardPhoto } from '@vitrina/contract/card-photos';
import { CARD_PHOTOS } from '@vitrina/contract/post-limits';
import { resizeUrl } from '@vitrina/contract/media-rules';
import { paths } from '@/lib/paths.ts';
import './card-photos.css';

/**
 * A person's newest photos along the foot of their card: square crops through the resize path
 * (c124x124, doubled for dense screens), lazy and sized before they load; each opens its post's viewer on it
 * (a video's poster, marked with a play sign, opens its post).
 * Slots a talent has not filled yet stay as quiet tiles, so the cards of a row keep one shape.
 */
export function CardPhotos({ photos, name }: { photos: readonly CardPhoto[]; name: string }) {
  const { t } = useTranslation('ui');
  if (photos.length === 0) return null;
  const empty = Math.max(0, CARD_PHOTOS - photos.length);
  return (
    <ul className="card-photos" aria-label={t('cardPhotos.label', { name })}>
      {photos.map((photo, index) => (
        <li key={`${photo.postId}-${photo.foto}`}>
          <Link
            className={photo.video ? 'card-photos__link card-photos__link--video' : 'card-photos__link'}
            to={photo.video ? paths.post(photo.postId) : paths.postPhoto(photo.postId, photo.foto)}
          >
            <img
              src={resizeUrl(photo.filename, 'c124x124')}
              srcSet={`${resizeUrl(photo.filename, 'c248x248')} 2x`}
              alt={
                photo.video
                  ? t('cardPhotos.videoAlt', { n: index + 1, name })
                  : photo.description || t('cardPhotos.alt', { n: index + 1, name })
              }
              width={124}
              height={124}
              loading="lazy"
              decoding="async"
            />
          </Link>
        </li>
      ))}
      {Array.from({ length: empty }, (_, index) => (
        <li key={`empty-${index}`} className="card-photos__empty" aria-hidden="true" />
      ))}
    </ul>
  );
}
