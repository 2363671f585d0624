import { UPLOAD_MAX_BYTES, UPLOAD_MIN_BYTES } from './constants.ts';
import { VIDEO_EXTENSIONS } from './video-rules.ts';

export const imageTypes = ['profile', 'cover'] as const;
export type ImageType = (typeof imageTypes)[number];

/**
 * What an uploaded object becomes: a profile or cover image, a post photo or document, a video (and its
 * captions); `poster` objects are frames the server takes from videos, never uploaded.
 */
export const mediaKinds = ['profile', 'cover', 'photo', 'document', 'video', 'captions', 'poster'] as const;
export type MediaKind = (typeof mediaKinds)[number];

/** Extensions the spec allows (second document §9). */
export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif'] as const;
export const DOCUMENT_EXTENSIONS = ['pdf', 'doc', 'docx'] as const;
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/gif,.jpg,.jpeg,.png,.gif';
export const DOCUMENT_ACCEPT =
  '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/**
 * The variants `/resize` makes: `c{w}x{h}` crops (the spec's sizes, their doubles and a wide cover), `h{h}` photos
 * scaled to that height keeping their shape (the photos tab's justified rows) and `w{w}` to that width (a post's
 * single photo across its card); any other is 404.
 */
export const RESIZE_SIZES = [
  'c26x26',
  'c28x28',
  'c34x34',
  'c36x36',
  'c40x40',
  'c62x62',
  'c92x92',
  'c124x124',
  'c170x170',
  'c309x309',
  'c318x122',
  'c52x52',
  'c56x56',
  'c68x68',
  'c72x72',
  'c80x80',
  'c184x184',
  'c248x248',
  'c340x340',
  'c618x618',
  'c636x244',
  'c1200x400',
  'h240',
  'h480',
  'w640',
  'w1280',
] as const;
export type ResizeSize = (typeof RESIZE_SIZES)[number];

export function isResizeSize(value: string): value is ResizeSize {
  return (RESIZE_SIZES as readonly string[]).includes(value);
}

/** URL of a crop of a stored image (or of a default image). */
export function resizeUrl(image: string, size: ResizeSize): string {
  return `/resize/${size}/${encodeURIComponent(image)}`;
}

/** URL of a processed object at full size. */
export function mediaUrl(name: string): string {
  return `/media/${encodeURIComponent(name)}`;
}

/** Lower-case extension of a file name, without the dot ('' when there is none). */
export function fileExtension(filename: string): string {
  const base = filename.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

const systemFiles = new Set(['thumbs.db', 'desktop.ini', '.ds_store']);
const scriptExtensions = new Set(['php', 'phtml', 'php3', 'php4', 'php5', 'phar', 'html', 'htm', 'xhtml', 'js', 'mjs']);

/** The spec's name rules (second document §5), applied by the web before choosing and by the server. */
export function checkUploadName(filename: string, kind: MediaKind): 'file_name' | 'file_type' | null {
  const base = (filename.split(/[\\/]/).pop() ?? '').trim();
  const lower = base.toLowerCase();
  if (!base || systemFiles.has(lower) || (base.startsWith('.') && kind !== 'document')) return 'file_name';
  const ext = fileExtension(base);
  if (scriptExtensions.has(ext)) return 'file_name';
  const allowed: readonly string[] =
    kind === 'document'
      ? DOCUMENT_EXTENSIONS
      : kind === 'video'
        ? VIDEO_EXTENSIONS
        : kind === 'captions'
          ? ['vtt']
          : IMAGE_EXTENSIONS;
  return allowed.includes(ext) ? null : 'file_type';
}

/** The size rule of the spec: 1,024 to 10,485,760 bytes. */
export function checkUploadSize(bytes: number): 'size' | null {
  return bytes < UPLOAD_MIN_BYTES || bytes > UPLOAD_MAX_BYTES ? 'size' : null;
}
