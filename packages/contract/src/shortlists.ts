import { z } from 'zod';
import { talentCardSchema } from './discovery.ts';
import {
  MAX_COMPARED,
  MAX_SHORTLIST_ENTRIES,
  MAX_SHORTLIST_NAME_LENGTH,
  MAX_SHORTLIST_NOTE_LENGTH,
  MAX_SHORTLIST_TAG_LENGTH,
  MAX_SHORTLIST_TAGS,
} from './shortlist-limits.ts';
import { textInput } from './schema-helpers.ts';

export * from './shortlist-limits.ts';

const id = z.coerce.number().int().min(1).max(2_147_483_647);

/** One of my lists; `count` counts only the talents I may see now. */
export const shortlistSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  count: z.number().int(),
  updatedAt: z.string(),
  /** With ?userId: whether that talent is on this list (the add-to-list menu's ticks). */
  contains: z.boolean().optional(),
});
export const shortlistsSchema = z.array(shortlistSummarySchema);
export type ShortlistSummary = z.infer<typeof shortlistSummarySchema>;

export const shortlistsQuerySchema = z.object({ userId: id.optional() });
export const shortlistParamsSchema = z.object({ listId: id });
export const shortlistEntryParamsSchema = z.object({ listId: id, userId: id });

export const shortlistNameSchema = z.strictObject({
  name: textInput()
    .trim()
    .min(1, { error: 'shortlist_name' })
    .max(MAX_SHORTLIST_NAME_LENGTH, { error: 'shortlist_name' }),
});

const tag = textInput()
  .trim()
  .min(1, { error: 'shortlist_tags' })
  .max(MAX_SHORTLIST_TAG_LENGTH, { error: 'shortlist_tags' });

/** A note and tags are plain text, kept as written (never markup); either may be left out. */
export const shortlistEntryUpdateSchema = z.strictObject({
  note: textInput().max(MAX_SHORTLIST_NOTE_LENGTH, { error: 'shortlist_note_too_long' }).optional(),
  tags: z.array(tag).max(MAX_SHORTLIST_TAGS, { error: 'shortlist_tags' }).optional(),
});

/** The new order of some or all of the list's talents: they take the places they held, in this order. */
export const shortlistOrderSchema = z.strictObject({
  userIds: z.array(z.number().int().min(1)).min(1).max(MAX_SHORTLIST_ENTRIES, { error: 'shortlist_order' }),
});

export const shortlistEntrySchema = z.object({
  talent: talentCardSchema,
  note: z.string(),
  tags: z.array(z.string()),
  addedAt: z.string(),
});
export type ShortlistEntry = z.infer<typeof shortlistEntrySchema>;

export const shortlistSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  updatedAt: z.string(),
  /** In the agency's order; people hidden from the agency (blocks, cancelled, suspended) are left out. */
  entries: z.array(shortlistEntrySchema),
});
export type Shortlist = z.infer<typeof shortlistSchema>;

export const shortlistEntryNoteSchema = z.object({ note: z.string(), tags: z.array(z.string()) });

/** GET /shortlists/compare?ids=1,2,3: one to four talent ids, comma-separated. */
export const compareQuerySchema = z.object({
  ids: z
    .string()
    .max(100)
    .transform((value) => [...new Set(value.split(',').map((part) => Number(part.trim())))])
    .refine((ids) => ids.length >= 1 && ids.length <= MAX_COMPARED && ids.every((n) => Number.isInteger(n) && n > 0), {
      error: 'compare_ids',
    }),
});

/** One attribute as the viewer may see it, labelled in their language. */
export const shownAttributeSchema = z.object({ key: z.string(), label: z.string(), value: z.string() });
export type ShownAttribute = z.infer<typeof shownAttributeSchema>;

export const comparedTalentSchema = z.object({
  talent: talentCardSchema,
  attributes: z.array(shownAttributeSchema),
  /** The profile's address on Vitrina, then the talent's own links (web, Instagram, …). */
  links: z.array(z.object({ kind: z.string(), url: z.string() })),
});
/** In the order asked; ids of people hidden from me, agencies or unknown ones are left out. */
export const comparisonSchema = z.array(comparedTalentSchema);
export type ComparedTalent = z.infer<typeof comparedTalentSchema>;
