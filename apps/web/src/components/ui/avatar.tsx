import { useState, type CSSProperties } from 'react';
import { resizeUrl, type ResizeSize } from '@vitrina/contract/media-rules';
import './avatar.css';

/** Square sizes of the spec (§2: 28, 34, 36, 40, 92, 124, 170 px), each with its double for dense screens. */
const SIZES = {
  28: ['c28x28', 'c56x56'],
  34: ['c34x34', 'c68x68'],
  36: ['c36x36', 'c72x72'],
  40: ['c40x40', 'c80x80'],
  92: ['c92x92', 'c184x184'],
  124: ['c124x124', 'c248x248'],
  170: ['c170x170', 'c340x340'],
} as const satisfies Record<number, readonly [ResizeSize, ResizeSize]>;

export type AvatarSize = keyof typeof SIZES;

function initials(name: string): string {
  const letters = name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '');
  return letters.join('') || '·';
}

/** A hue that stays the same for the same name, so fallbacks look deliberate rather than broken. */
function hueOf(name: string): number {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) % 360;
  return hash;
}

/**
 * A profile picture through the resize service; when there is none or it cannot be loaded, the
 * person's initials on a colour of their own.
 */
export function Avatar({
  image,
  name,
  size,
  className,
  decorative = false,
}: {
  image: string | null | undefined;
  name: string;
  size: AvatarSize;
  className?: string;
  /** True when a name is already written beside the picture. */
  decorative?: boolean;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const showImage = Boolean(image) && failed !== image;
  const style = { width: size, height: size, '--avatar-hue': hueOf(name) } as CSSProperties;
  return (
    <span
      className={`avatar${className ? ` ${className}` : ''}`}
      style={style}
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : name}
      aria-hidden={decorative ? true : undefined}
    >
      {showImage && image ? (
        <img
          src={resizeUrl(image, SIZES[size][0])}
          srcSet={`${resizeUrl(image, SIZES[size][1])} 2x`}
          alt=""
          width={size}
          height={size}
          loading="lazy"
          decoding="async"
          onError={() => setFailed(image)}
        />
      ) : (
        <span className="avatar__initials" style={{ fontSize: Math.max(11, Math.round(size * 0.38)) }}>
          {initials(name)}
        </span>
      )}
    </span>
  );
}
