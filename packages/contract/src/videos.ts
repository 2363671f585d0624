import { z } from 'zod';
import { uploadIdSchema } from './media.ts';
import { postSchema } from './posts.ts';

export { postVideoSchema, type PostVideo } from './posts.ts';
import { textInput } from './schema-helpers.ts';
import { MAX_POST_LENGTH } from './post-limits.ts';
import { videoStatuses } from './video-rules.ts';

export * from './video-rules.ts';

export const videoFailureSchema = z.object({ code: z.string(), message: z.string() });

/** A native video as its author sees it while it is processed, and after. */
export const videoSchema = z.object({
  id: z.number().int(),
  status: z.enum(videoStatuses),
  progress: z.number().int().min(0).max(100),
  failure: videoFailureSchema.nullable(),
  durationMs: z.number().int().nullable(),
  /** The played size (the 720p rendition's), once ready. */
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /**
   * /media/… of the 720p and (when the source had it) 1080p renditions, the poster and the captions; until
   * the video is a post, signed URLs only its author holds (anyone else gets 404), valid for some hours.
   */
  url: z.string().nullable(),
  hdUrl: z.string().nullable(),
  posterUrl: z.string().nullable(),
  /** The poster's stored name (crops: resizeUrl(poster, size), once the video is a post). */
  poster: z.string().nullable(),
  captionsUrl: z.string().nullable(),
  /** The author asked to publish it: the post appears once the video is ready. */
  publishing: z.boolean(),
  description: z.string(),
  postId: z.number().int().nullable(),
  createdAt: z.string(),
});
export type Video = z.infer<typeof videoSchema>;

export const createVideoRequestSchema = z.strictObject({ filename: uploadIdSchema });
export const videoParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** POST /api/videos/{id}/publish: the post's words; it appears once the video is ready. */
export const publishVideoRequestSchema = z.strictObject({
  description: textInput().max(MAX_POST_LENGTH, { error: 'post_too_long' }).default(''),
});
export type PublishVideoRequest = z.input<typeof publishVideoRequestSchema>;
/** The video, and its post when it was already ready (else null: the post comes when it is). */
export const publishVideoResponseSchema = z.object({ video: videoSchema, post: postSchema.nullable() });
export type PublishVideoResponse = z.infer<typeof publishVideoResponseSchema>;

export const videoCaptionsRequestSchema = z.strictObject({ filename: uploadIdSchema });

/** GET /api/videos: my videos not yet out as a post (queued, processing, failed, or ready and unpublished). */
export const myVideosResponseSchema = z.object({ rows: z.array(videoSchema) });
export type MyVideosResponse = z.infer<typeof myVideosResponseSchema>;
