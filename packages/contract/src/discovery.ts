import { z } from 'zod';
import { isCountryCode } from './account-rules.ts';
import { cardPhotosSchema } from './card-photos.ts';
import {
  FOLLOW_SUGGESTIONS,
  MAX_FOLLOW_SUGGESTIONS,
  MAX_SEARCH_TERM_LENGTH,
  MIN_SEARCH_TERM_LENGTH,
} from './discovery-limits.ts';
import { paginatedSchema } from './pagination.ts';
import { textInput } from './schema-helpers.ts';

/** Every list holds talents only, never the caller nor anyone in a block with them, in a stable order. */

/** A talent as the explore lists and the search show them. */
export const talentCardSchema = z.object({
  id: z.number().int(),
  fullname: z.string(),
  profile_url: z.string(),
  profileImage: z.string(),
  coverImage: z.string(),
  ciudad: z.string(),
  /** ISO 3166-1 alpha-2 code; the web names it in the reader's language. */
  country: z.string(),
  /** The talent's category ids (1–8, see `category-data`), ascending. */
  categories: z.array(z.number().int()),
  followersCount: z.number().int(),
  /** Their newest photos (at most three), for the card to show the work. */
  photos: cardPhotosSchema,
  /** Available for something the viewer may see: the card's badge. */
  available: z.boolean(),
});
export const talentPageSchema = paginatedSchema(talentCardSchema);
export const talentListSchema = z.array(talentCardSchema);
export type TalentCard = z.infer<typeof talentCardSchema>;
export type TalentPage = z.infer<typeof talentPageSchema>;

const page = z.coerce.number().int().min(1).max(100_000).default(1);

/** GET users/destacados and users/recientes ?page=N. */
export const talentListQuerySchema = z.object({ page });

/** The same seed gives the same talents, so the explore page does not reshuffle while open. */
export const similarQuerySchema = z.object({ seed: z.coerce.number().int().min(0).max(2_147_483_647).optional() });

export const suggestionsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_FOLLOW_SUGGESTIONS).default(FOLLOW_SUGGESTIONS),
});

/** Every form a category slug takes (zod-free, in discovery-limits.ts). */
export { ALL_CATEGORIES_SLUG, categoryMenuSlugs, type CategoryMenuSlug } from './discovery-limits.ts';

/** GET categories/users/{slug}?page=N&country=C */
export const categoryUsersParamsSchema = z.object({ slug: textInput().min(1).max(60) });
export const categoryUsersQuerySchema = z.object({
  page,
  /** Optional: all countries when absent or empty. */
  country: z
    .string()
    .trim()
    .toUpperCase()
    .max(10)
    .refine((value) => value === '' || isCountryCode(value), { error: 'country_invalid' })
    .optional()
    .transform((value) => value || undefined),
});

/** GET users/search?term=T&page=N: at least two characters once trimmed. */
export const searchQuerySchema = z.object({
  term: textInput().trim().min(MIN_SEARCH_TERM_LENGTH, { error: 'search_term_too_short' }).max(MAX_SEARCH_TERM_LENGTH),
  page,
});
