import { z } from 'zod';
import { langSchema } from './schema-helpers.ts';

/** The wire contract of the categories calls (the eight categories themselves are in category-data.ts). */

export const categoryLangParamsSchema = z.object({ lang: langSchema });
export const categoryEntrySchema = z.object({
  id: z.number().int(),
  /** English-form slug (spec §1), e.g. `music-and-dance`. */
  slug: z.string(),
  /** Spanish explore slug, e.g. `musica`. */
  slugEs: z.string(),
  name: z.string(),
  image: z.string(),
});
export const subscribedCategoryEntrySchema = categoryEntrySchema.extend({ subscribed: z.boolean() });
export const categoryListSchema = z.array(categoryEntrySchema);
export const subscribedCategoryListSchema = z.array(subscribedCategoryEntrySchema);
export const categorySubscriptionRequestSchema = z.strictObject({
  categoryId: z.number().int().min(1, { error: 'categoria' }).max(8, { error: 'categoria' }),
});
export const categorySubscriptionResponseSchema = z.object({
  categoryId: z.number().int(),
  subscribed: z.boolean(),
});
export type CategoryEntry = z.infer<typeof categoryEntrySchema>;
export type SubscribedCategoryEntry = z.infer<typeof subscribedCategoryEntrySchema>;
