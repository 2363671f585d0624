import { useState, type CSSProperties } from 'react';
import './avatar.css';

/** Square sizes the resize service serves (spec §7). */
export type AvatarSize = 34 | 36 | 92 | 124 | 170;

/** `/resize/c{w}x{h}/{image}`: each path segment of the stored name is encoded, slashes kept. */
export function resizedImageUrl(image: string, width: number, height: number): string {
  const path = image.split('/').map(encodeURIComponent).join('/');
  return `/resize/c${width}x${height}/${path}`;
}

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
          src={resizedImageUrl(image, size, size)}
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
