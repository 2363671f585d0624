import { z } from 'zod';
import { UPLOAD_MAX_BYTES, UPLOAD_MIN_BYTES } from './constants.ts';
import { paginatedSchema } from './pagination.ts';
import { textInput } from './schema-helpers.ts';

/**
 * Media: upload calls (spec §7 of both documents), the checks both sides apply to a file name before
 * anything travels, and the resize sizes. The server decides everything again after the upload.
 */

export const imageTypes = ['profile', 'cover'] as const;
export const imageTypeSchema = z.enum(imageTypes);
export type ImageType = z.infer<typeof imageTypeSchema>;

/** What an uploaded object becomes: a profile or cover image, a post photo or a post document. */
export const mediaKinds = ['profile', 'cover', 'photo', 'document'] as const;
export type MediaKind = (typeof mediaKinds)[number];

/** Extensions the spec allows (second document §9). */
export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif'] as const;
export const DOCUMENT_EXTENSIONS = ['pdf', 'doc', 'docx'] as const;
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/gif,.jpg,.jpeg,.png,.gif';
export const DOCUMENT_ACCEPT =
  '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** The random id the server gives an upload: all the client ever names it by before it is processed. */
export const uploadIdSchema = z.string().regex(/^[a-f0-9]{32}$/, { error: 'invalid' });
/** The name of a processed object, as served under /media and /resize. */
export const mediaNameSchema = z
  .string()
  .max(160)
  .regex(/^[a-z0-9][a-z0-9_-]*\.(jpg|pdf|doc|docx)$/, { error: 'invalid' });

const clientFilename = textInput().trim().min(1, { error: 'required' }).max(255, { error: 'too_long' });
const clientMime = textInput().trim().max(150, { error: 'too_long' });

/** POST /api/users/aws-url */
export const userUploadUrlRequestSchema = z.strictObject({
  filename: clientFilename,
  type: clientMime.default(''),
  image_type: imageTypeSchema,
});
export type UserUploadUrlRequest = z.input<typeof userUploadUrlRequestSchema>;

/** POST /api/posts/aws-url: `type` is the file's MIME type (or `image` / `file`), `ext` its extension. */
export const postUploadUrlRequestSchema = z.strictObject({
  filename: clientFilename,
  type: clientMime.default(''),
  ext: textInput().trim().max(16, { error: 'too_long' }).optional(),
});
export type PostUploadUrlRequest = z.input<typeof postUploadUrlRequestSchema>;

/**
 * Where to PUT the bytes. `filename` is the server-chosen upload id the later calls name the file by;
 * `url` is relative (our own server) or absolute (an S3-compatible store).
 */
export const uploadUrlResponseSchema = z.object({
  url: z.string(),
  filename: uploadIdSchema,
  method: z.literal('PUT'),
  expiresAt: z.string(),
  maxBytes: z.number().int(),
});
export type UploadUrlResponse = z.infer<typeof uploadUrlResponseSchema>;

/** PUT /api/users/profile-image-url and /cover-image-url: the upload id from aws-url. */
export const saveImageRequestSchema = z.strictObject({ filename: uploadIdSchema });
export type SaveImageRequest = z.infer<typeof saveImageRequestSchema>;

/** PUT /api/users/modalChangeImage: one of my own processed photos, as profile or cover. */
export const changeImageRequestSchema = z.strictObject({ filename: mediaNameSchema, type: imageTypeSchema });
export type ChangeImageRequest = z.infer<typeof changeImageRequestSchema>;

/** Answer of the three image calls: a new session token carrying the image, and the image's name. */
export const imageTokenResponseSchema = z.object({ token: z.string(), image: z.string() });
export type ImageTokenResponse = z.infer<typeof imageTokenResponseSchema>;

/** POST /api/media/complete: check and process a post upload now (the composer shows the outcome). */
export const completeUploadRequestSchema = z.strictObject({ filename: uploadIdSchema });

/** A processed object, as the post composer and the posts module see it. */
export const mediaFileSchema = z.object({
  /** Name under /media and /resize. */
  filename: z.string(),
  /** PHOTO or FILE, as post files are typed when read (second document §3). */
  type: z.enum(['PHOTO', 'FILE']),
  url: z.string(),
  /** For documents: the lower-cased, underscored name with its extension, as shown to people. */
  name: z.string(),
  ext: z.string(),
  size: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type MediaFile = z.infer<typeof mediaFileSchema>;

/** GET /api/users/me/photos: my processed photos for the change-image modal. */
export const myPhotoSchema = z.object({
  filename: z.string(),
  kind: z.enum(['profile', 'cover', 'photo']),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  createdAt: z.string(),
});
export const myPhotosResponseSchema = paginatedSchema(myPhotoSchema);
export type MyPhoto = z.infer<typeof myPhotoSchema>;
export type MyPhotosResponse = z.infer<typeof myPhotosResponseSchema>;

/**
 * Crops the resize service makes (`/resize/c{w}x{h}/{image}`): the spec's sizes (36, 34, 92, 124, 170,
 * 40, 28, 26, 62, 309 square and 318×122) and their doubles for high-density screens, plus a wide
 * cover crop for the profile header. Any other size answers 404.
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

/**
 * The name rules of the spec (second document §5), applied by the web app before choosing and by the
 * server before issuing an upload URL: system files, dotfiles and script or page files are refused
 * (`file_name`); other names must carry an extension allowed for the kind (`file_type`).
 */
export function checkUploadName(filename: string, kind: MediaKind): 'file_name' | 'file_type' | null {
  const base = (filename.split(/[\\/]/).pop() ?? '').trim();
  const lower = base.toLowerCase();
  if (!base || systemFiles.has(lower) || base.startsWith('.')) return 'file_name';
  const ext = fileExtension(base);
  if (scriptExtensions.has(ext)) return 'file_name';
  const allowed: readonly string[] = kind === 'document' ? DOCUMENT_EXTENSIONS : IMAGE_EXTENSIONS;
  return allowed.includes(ext) ? null : 'file_type';
}

/** The size rule of the spec: 1,024 to 10,485,760 bytes. */
export function checkUploadSize(bytes: number): 'size' | null {
  return bytes < UPLOAD_MIN_BYTES || bytes > UPLOAD_MAX_BYTES ? 'size' : null;
}
