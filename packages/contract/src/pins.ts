import { z } from 'zod';
import { MAX_PINS } from './post-limits.ts';
import { idSchema, postSchema } from './posts.ts';

/** A talent's pinned posts (the portfolio), in their order: what every pin call answers. */
export const pinsSchema = z.object({ postIds: z.array(idSchema).max(MAX_PINS) });
export type Pins = z.infer<typeof pinsSchema>;

/** The new order of my pins: the same posts, each once. */
export const reorderPinsRequestSchema = z.object({ postIds: z.array(idSchema).max(MAX_PINS) });
export type ReorderPinsRequest = z.infer<typeof reorderPinsRequestSchema>;

/** A profile's portfolio as the viewer sees it: the pinned posts in the owner's order. */
export const portfolioSchema = z.object({ posts: z.array(postSchema) });
export type Portfolio = z.infer<typeof portfolioSchema>;
