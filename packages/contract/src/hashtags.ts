import { z } from 'zod';
import { MAX_SEARCH_TERM_LENGTH } from './discovery-limits.ts';
import { pageQuerySchema, paginatedSchema } from './pagination.ts';
import { idSchema, postSchema } from './posts.ts';
import { textInput } from './schema-helpers.ts';

/** GET tags/{tag}/posts: the tag with or without `#` (URL-encoded as %23); anything else finds nothing. */
export const tagParamsSchema = z.object({ tag: textInput().min(1).max(60) });
/** Offset pages, or a keyset (`before`: the posts older than that id) for infinite scroll. */
export const tagPostsQuerySchema = pageQuerySchema.extend({ before: idSchema.optional() });
/** A tag's posts as the feed shows them, newest first. */
export const tagPostPageSchema = paginatedSchema(postSchema);
export type TagPostPage = z.infer<typeof tagPostPageSchema>;

/** GET tags/suggestions?term=T: folded tags starting like T (with or without `#`). */
export const tagSuggestionsQuerySchema = z.object({ term: textInput().trim().min(1).max(MAX_SEARCH_TERM_LENGTH) });
export const tagSuggestionsSchema = z.array(z.string());

/** GET tags/trending: per category, this week's tags with how many people of it used each. */
export const trendingTagsSchema = z.array(
  z.object({
    categoryId: z.number().int(),
    tags: z.array(z.object({ tag: z.string(), people: z.number().int() })),
  }),
);
export type TrendingTags = z.infer<typeof trendingTagsSchema>;
