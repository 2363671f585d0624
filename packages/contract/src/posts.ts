import { z } from 'zod';
import { accountTypeSchema } from './users.ts';
import { mediaNameSchema, uploadIdSchema } from './media.ts';
import {
  COMMENTS_PAGE_SIZE,
  DEFAULT_MEDIA_LIMIT,
  MAX_COMMENT_LENGTH,
  MAX_MEDIA_LIMIT,
  MAX_PHOTO_DESCRIPTION_LENGTH,
  MAX_PHOTOS_PER_POST,
  MAX_POST_LENGTH,
} from './post-limits.ts';
import { paginatedSchema } from './pagination.ts';
import { textInput } from './schema-helpers.ts';

/** Field names are the spec's (`description`, `commentsItems`, `shareCount`, `posts`/`limit`). */

/** An id in a path or a body: a positive integer (anything else is 400, never a 500). */
export const idSchema = z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER);
export const idParamsSchema = z.object({ id: idSchema });

/** The author of a post or a comment, as every list shows them. */
export const authorSchema = z.object({
  id: z.number().int(),
  fullname: z.string(),
  profile_url: z.string(),
  profileImage: z.string(),
  type: accountTypeSchema.nullable(),
  /** A verified agency: the web shows a badge; always false for anyone else. */
  verified: z.boolean(),
  /** A deleted account's neutral stand-in: no name, no address, nothing to follow. */
  deleted: z.literal(true).optional(),
});
export type Author = z.infer<typeof authorSchema>;

/** A file of a post: a processed photo or document (type PHOTO or FILE, as files are typed when read). */
export const postFileSchema = z.object({
  id: z.number().int(),
  type: z.enum(['PHOTO', 'FILE']),
  /** Full-size address on our own server (/media/<name>). */
  url: z.string(),
  /** The processed name under /media and /resize (crops: resizeUrl(filename, size)). */
  filename: z.string(),
  /** Documents: the name shown to people, as the author's computer gave it; photos: ''. */
  name: z.string(),
  ext: z.string(),
  size: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** Photos: a short description the author gave, used as alt text ('' when none). */
  description: z.string(),
});
export type PostFile = z.infer<typeof postFileSchema>;

export const commentSchema = z.object({
  id: z.number().int(),
  comment: z.string(),
  postId: z.number().int(),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  likesCount: z.number().int(),
  reacted: z.boolean(),
  isOwner: z.boolean(),
  /** The viewer may delete it: its author, or the owner of the post it is on. */
  canDelete: z.boolean(),
  user: authorSchema,
});
export type Comment = z.infer<typeof commentSchema>;

/** A ready video as a post carries it (everyone sees only ready videos). */
export const postVideoSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  hdUrl: z.string().nullable(),
  posterUrl: z.string(),
  poster: z.string(),
  captionsUrl: z.string().nullable(),
  durationMs: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
});
export type PostVideo = z.infer<typeof postVideoSchema>;

const postFields = {
  id: z.number().int(),
  /** Always '' (the spec's posts carry no title). */
  title: z.string(),
  description: z.string(),
  /** Always 1, as the spec sends it. */
  categoryId: z.number().int(),
  files: z.array(postFileSchema),
  /** The YouTube video id of a video post, else null. */
  videoId: z.string().nullable(),
  /** The canonical watch address built from `videoId` (never the text the author pasted), else null. */
  videoUrl: z.string().nullable(),
  /** A video uploaded to Vitrina, ready to play; null otherwise. */
  videoFile: postVideoSchema.nullable(),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  user: authorSchema,
  likesCount: z.number().int(),
  shareCount: z.number().int(),
  commentsCount: z.number().int(),
  reacted: z.boolean(),
  isOwner: z.boolean(),
  /** The first comments, oldest first (at most EMBEDDED_COMMENTS); `commentsCount` is the total. */
  commentsItems: z.array(commentSchema),
};

/** The original of a share, as embedded in it: a post of its own (it is never itself a share). */
export const sharedOriginalSchema = z.object({ ...postFields, available: z.literal(true) });
/** The original of a share that was deleted, or whose author is in a block with the viewer. */
export const unavailableOriginalSchema = z.object({ available: z.literal(false) });

export const postSchema = z.object({
  ...postFields,
  /** null for a post that is not a share. */
  sharedPost: z.union([sharedOriginalSchema, unavailableOriginalSchema]).nullable(),
});
export type Post = z.infer<typeof postSchema>;
export type SharedOriginal = z.infer<typeof sharedOriginalSchema>;

/** A feed or a timeline: a page of posts and `limit`, the number of pages (spec §3). */
export const postPageSchema = z.object({ posts: z.array(postSchema), limit: z.number().int().nonnegative() });
export type PostPage = z.infer<typeof postPageSchema>;

/** Infinite scroll sends `before` (the last id shown), so posts added meanwhile never repeat or skip. */
export const postPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  before: idSchema.optional(),
});

export const feedQuerySchema = postPageQuerySchema.extend({
  /** `agencia`: every talent's posts; otherwise the people I follow and me. */
  filter: z.enum(['agencia']).optional(),
});
export type FeedQuery = z.input<typeof feedQuerySchema>;

const postText = textInput().max(MAX_POST_LENGTH, { error: 'post_too_long' });

/** A file named by the upload id POST posts/aws-url answered (or its processed name): never a URL. */
export const newPostFileSchema = z.strictObject({
  filename: z.union([uploadIdSchema, mediaNameSchema]),
  /** `image` or `file` as the spec's client sends it; ignored: the server knows what the upload is. */
  type: textInput().max(100).optional(),
  /** Photos: a short description, used as alt text. */
  description: textInput().trim().max(MAX_PHOTO_DESCRIPTION_LENGTH).default(''),
});

/** POST /api/posts. `title` and `categoryId` are accepted as the spec sends them, and ignored. */
export const createPostRequestSchema = z.strictObject({
  title: textInput().max(200).optional(),
  categoryId: z.union([z.number(), textInput().max(20)]).optional(),
  description: postText.default(''),
  files: z.array(newPostFileSchema).max(MAX_PHOTOS_PER_POST, { error: 'too_many_photos' }).default([]),
  videoUrl: textInput().max(2048).default(''),
});
export type CreatePostRequest = z.input<typeof createPostRequestSchema>;

/** PUT /api/posts/change-comment: the new text of my post. */
export const editPostRequestSchema = z.strictObject({ id: idSchema, description: postText });
export type EditPostRequest = z.input<typeof editPostRequestSchema>;

/** POST /api/posts/share: the original's id and my words about it. */
export const sharePostRequestSchema = z.strictObject({ id: idSchema, description: postText.default('') });
export type SharePostRequest = z.input<typeof sharePostRequestSchema>;

const commentText = textInput().max(MAX_COMMENT_LENGTH, { error: 'comment_too_long' });

/** POST /api/comments */
export const createCommentRequestSchema = z.strictObject({ comment: commentText, postId: idSchema });
export type CreateCommentRequest = z.input<typeof createCommentRequestSchema>;

/** PUT /api/comments/change-comment */
export const editCommentRequestSchema = z.strictObject({ id: idSchema, comment: commentText });
export type EditCommentRequest = z.input<typeof editCommentRequestSchema>;

/** DELETE /api/comments/{id}: the post the comment was on, and its comment count now. */
export const deleteCommentResponseSchema = z.object({ postId: z.number().int(), commentsCount: z.number().int() });
export type DeleteCommentResponse = z.infer<typeof deleteCommentResponseSchema>;

/** GET /api/comments/post/{postId}?page=N: oldest first, COMMENTS_PAGE_SIZE a page. */
export const commentPageSchema = paginatedSchema(commentSchema);
export type CommentPage = z.infer<typeof commentPageSchema>;
export const commentsPageSize = COMMENTS_PAGE_SIZE;

/** No body toggles (the spec's call); `{ reacted }` sets the state, so a retry changes nothing twice. */
export const likeRequestSchema = z.strictObject({ reacted: z.boolean().optional() }).nullish();
export const likeResponseSchema = z.object({ reacted: z.boolean(), likesCount: z.number().int() });
export type LikeResponse = z.infer<typeof likeResponseSchema>;

/** GET /api/posts/user/{profile_url}/{type}/type?limit=N: a profile's photos, videos or documents. */
export const mediaTypeSchema = z.enum(['PHOTO', 'VIDEO', 'FILE']);
export type MediaType = z.infer<typeof mediaTypeSchema>;
export const userMediaParamsSchema = z.object({ profile_url: textInput().min(1).max(200), type: mediaTypeSchema });
export const userMediaQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_MEDIA_LIMIT).default(DEFAULT_MEDIA_LIMIT),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

/** One item of a profile's media tab, with the post it belongs to. */
export const userMediaItemSchema = z.object({
  /** The file's id (photos, documents) or the post's id (videos). */
  id: z.number().int(),
  type: mediaTypeSchema,
  /** /media/<name> for photos and documents; the canonical watch address for videos. */
  url: z.string(),
  /** Processed name (photos, documents) or the YouTube id (videos). */
  filename: z.string(),
  /** Documents: the name shown to people; otherwise ''. */
  name: z.string(),
  ext: z.string(),
  size: z.number().int(),
  /** Photos: the stored size in pixels (the grid lays out before loading); null for videos and documents. */
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  description: z.string(),
  /** Videos uploaded to Vitrina: the poster frame's stored name (crops: resizeUrl); YouTube videos and files: null. */
  poster: z.string().nullable(),
  /** Uploaded videos: the length in ms; otherwise null. */
  durationMs: z.number().int().nullable(),
  createdAt: z.string(),
  post: z.object({
    id: z.number().int(),
    description: z.string(),
    likesCount: z.number().int(),
    commentsCount: z.number().int(),
    reacted: z.boolean(),
  }),
});
export const userMediaResponseSchema = z.object({ rows: z.array(userMediaItemSchema), count: z.number().int() });
export type UserMediaItem = z.infer<typeof userMediaItemSchema>;
export type UserMediaResponse = z.infer<typeof userMediaResponseSchema>;

export const userPostsParamsSchema = z.object({ profile_url: textInput().min(1).max(200) });
