import { z } from 'zod';
import { imageTypes } from './media-rules.ts';
import { paginatedSchema } from './pagination.ts';
import { textInput } from './schema-helpers.ts';

/** Zod-free media rules, re-exported: pages that only show images do not load zod. */
export * from './media-rules.ts';

export const imageTypeSchema = z.enum(imageTypes);

/** The random id the server gives an upload: all the client ever names it by before it is processed. */
export const uploadIdSchema = z.string().regex(/^[a-f0-9]{32}$/, { error: 'invalid' });
/** The name of a processed object, as served under /media and /resize. */
export const mediaNameSchema = z
  .string()
  .max(160)
  .regex(/^[a-z0-9][a-z0-9_-]*\.(jpg|pdf|doc|docx|mp4|vtt)$/, { error: 'invalid' });

/** Generous: a document keeps the name as shown, and some names pass 255 characters. */
const clientFilename = textInput().trim().min(1, { error: 'required' }).max(1000, { error: 'too_long' });
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

/** Where to PUT the bytes: `url` is relative (our server) or absolute (S3); `filename` is the upload id. */
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

/** POST /api/media/complete: check a post upload now (the composer shows the outcome; a photo's pixel work follows). */
export const completeUploadRequestSchema = z.strictObject({ filename: uploadIdSchema });

/** A processed object, as the post composer and the posts module see it. */
export const mediaFileSchema = z.object({
  /** Name under /media and /resize. */
  filename: z.string(),
  /** PHOTO or FILE, as post files are typed when read (second document §3). */
  type: z.enum(['PHOTO', 'FILE']),
  url: z.string(),
  /** For documents: the name shown to people, as the person's computer gave it. */
  name: z.string(),
  ext: z.string(),
  /** The stored file's bytes; 0 in media/complete's answer for a photo still being processed. */
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
