import type { ReactNode } from 'react';
import type { CardPhoto } from '@vitrina/contract/card-photos';
import { resizeUrl } from '@vitrina/contract/media-rules';
import { Avatar } from './avatar.tsx';
import { CardPhotos } from './card-photos.tsx';
import './person-card-frame.css';

/**
 * The frame every card of a person shares (the people lists, the explore lists): the cover through the
 * resize path (c318x122, doubled for dense screens), the picture over its lower edge, then the caller's
 * body, and along the foot the person's newest photos. Named by the person for assistive technology.
 */
export function PersonCardFrame({
  name,
  coverImage,
  profileImage,
  className,
  photos = [],
  children,
}: {
  name: string;
  coverImage: string | null | undefined;
  profileImage: string | null | undefined;
  className?: string;
  /** Their newest photos (the card shows the work); none for an agency. */
  photos?: readonly CardPhoto[];
  children: ReactNode;
}) {
  return (
    <article className={`person-card${className ? ` ${className}` : ''}`} aria-label={name}>
      <div className="person-card__cover">
        {coverImage && (
          <img
            src={resizeUrl(coverImage, 'c318x122')}
            srcSet={`${resizeUrl(coverImage, 'c636x244')} 2x`}
            alt=""
            width={318}
            height={122}
            loading="lazy"
          />
        )}
      </div>
      <div className="person-card__body">
        <Avatar className="person-card__avatar" image={profileImage} name={name} size={92} decorative />
        {children}
      </div>
      <CardPhotos photos={photos} name={name} />
    </article>
  );
}
