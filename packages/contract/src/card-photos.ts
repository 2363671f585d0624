import { z } from 'zod';
import { CARD_PHOTOS } from './post-limits.ts';

/**
 * One of the newest photos a person's card shows: from posts the reader may see, the newest post
 * first and a post's photos in their order, so one post of three photos fills a card.
 */
export const cardPhotoSchema = z.object({
  /** The post it belongs to. */
  postId: z.number().int(),
  /** Its place among the post's photos, from 1: `/noticias/{postId}?foto={foto}` opens the viewer on it. */
  foto: z.number().int().min(1),
  /** The processed name under /media and /resize (thumbnails: `resizeUrl(filename, 'c124x124')`). */
  filename: z.string(),
  /** The stored size in pixels; null when unknown. */
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** The author's short description, the thumbnail's alt text ('' when none). */
  description: z.string(),
  /** Set on a video's poster frame (decision 0003): the thumbnail opens the post, not the photo viewer. */
  video: z.literal(true).optional(),
});
export type CardPhoto = z.infer<typeof cardPhotoSchema>;

/** A card's photos: at most three, newest first; empty for a person without any (agencies always). */
export const cardPhotosSchema = z.array(cardPhotoSchema).max(CARD_PHOTOS);
