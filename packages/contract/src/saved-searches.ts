import { z } from 'zod';
import { boardQuerySchema } from './opportunities.ts';
import { MAX_SAVED_SEARCH_NAME_LENGTH, savedSearchFrequencies, savedSearchKinds } from './saved-search-limits.ts';
import { scoutingSearchQuerySchema } from './scouting.ts';
import { textInput } from './schema-helpers.ts';

export * from './saved-search-limits.ts';

const id = z.coerce.number().int().min(1).max(2_147_483_647);

/**
 * One of my saved searches; `query` is the search's canonical address: `/explorar/buscar?<query>` for an agency's
 * search of talents, `/oportunidades?<query>` for a talent's search of the board.
 */
export const savedSearchSchema = z.object({
  id: z.number().int(),
  kind: z.enum(savedSearchKinds),
  name: z.string(),
  query: z.string(),
  frequency: z.enum(savedSearchFrequencies),
  /** False once stopped (from the e-mail's link or here): no notification, no e-mail. */
  alerts: z.boolean(),
  createdAt: z.string(),
});
export const savedSearchesSchema = z.array(savedSearchSchema);
export type SavedSearch = z.infer<typeof savedSearchSchema>;

export const savedSearchParamsSchema = z.object({ searchId: id });

const nameSchema = textInput()
  .trim()
  .min(1, { error: 'saved_search_name' })
  .max(MAX_SAVED_SEARCH_NAME_LENGTH, { error: 'saved_search_name' });

/** The filters are the search's own query, checked by the search's schema and its field table. */
export const createSavedSearchSchema = z.strictObject({
  name: nameSchema,
  frequency: z.enum(savedSearchFrequencies).default('daily'),
  filters: scoutingSearchQuerySchema,
});
export type CreateSavedSearchRequest = z.input<typeof createSavedSearchSchema>;

/** The board's filters a talent saves: its address without the order and the page. */
export const boardSearchFiltersSchema = boardQuerySchema.omit({ order: true, page: true });
export const createBoardSearchSchema = z.strictObject({
  name: nameSchema,
  frequency: z.enum(savedSearchFrequencies).default('daily'),
  filters: boardSearchFiltersSchema,
});
export type CreateBoardSearchRequest = z.input<typeof createBoardSearchSchema>;

export const updateSavedSearchSchema = z.strictObject({
  name: nameSchema.optional(),
  frequency: z.enum(savedSearchFrequencies).optional(),
  alerts: z.boolean().optional(),
});
export type UpdateSavedSearchRequest = z.input<typeof updateSavedSearchSchema>;

/** The e-mail's link carries a per-search random token: it stops that search's alerts, logged out, and no other. */
export const unsubscribeSavedSearchSchema = z.strictObject({ token: z.string().min(20).max(100) });
export const unsubscribedSavedSearchSchema = z.object({ name: z.string() });
export type UnsubscribedSavedSearch = z.infer<typeof unsubscribedSavedSearchSchema>;
