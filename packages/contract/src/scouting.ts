import { z } from 'zod';
import { isCountryCode } from './account-rules.ts';
import { talentCardSchema } from './discovery.ts';
import { MAX_SEARCH_COUNTRIES, MAX_SEARCH_TERM_LENGTH } from './discovery-limits.ts';
import { csv, textInput } from './schema-helpers.ts';
import {
  availabilityAudiences,
  availabilityDays,
  availabilityKinds,
  fieldTypes,
  fieldVisibilities,
  MAX_ATTRIBUTE_TEXT_LENGTH,
} from './scouting-fields.ts';

/** Scouting's wire shapes: the field table, my attributes and availability, the faceted search. */

const optionSchema = z.object({ value: z.string(), es: z.string(), en: z.string() });
export const scoutingFieldSchema = z.object({
  key: z.string(),
  category: z.union([z.number().int(), z.literal('common')]),
  type: z.enum(fieldTypes),
  es: z.string(),
  en: z.string(),
  options: z.array(optionSchema).optional(),
  unit: z.string().optional(),
  min: z.number().int().optional(),
  max: z.number().int().optional(),
  maxItems: z.number().int().optional(),
  visibility: z.enum(fieldVisibilities),
});
export const fieldTableSchema = z.object({
  fields: z.array(scoutingFieldSchema),
  ageRanges: z.array(z.object({ key: z.string(), min: z.number().int(), max: z.number().int() })),
  availability: z.object({
    kinds: z.array(z.enum(availabilityKinds)),
    audiences: z.array(z.enum(availabilityAudiences)),
    days: z.array(z.number().int()),
  }),
});
export type FieldTable = z.infer<typeof fieldTableSchema>;

/** A number field's value, or the chosen values (or short texts) of the others. */
const attributeValue = z.union([
  z.number().int(),
  z.array(textInput().trim().min(1).max(MAX_ATTRIBUTE_TEXT_LENGTH)).max(20),
]);
export const attributeSchema = z.object({ key: z.string(), value: attributeValue });
export const ownAttributeSchema = attributeSchema.extend({ visibility: z.enum(fieldVisibilities) });
export const availabilitySchema = z.object({
  kind: z.enum(availabilityKinds),
  audience: z.enum(availabilityAudiences),
  expiresAt: z.iso.datetime(),
});

/** GET and PUT users/me/attributes, PUT users/me/availability: the owner's whole sheet. */
export const myAttributesSchema = z.object({
  attributes: z.array(ownAttributeSchema),
  /** From the birth date, which is never shown; null without one. */
  ageRange: z.string().nullable(),
  availability: z.array(availabilitySchema),
});
export type MyAttributes = z.infer<typeof myAttributesSchema>;

/** Every field the talent fills (the rest is cleared); a visibility left out is the table's default. */
export const updateAttributesSchema = z.strictObject({
  attributes: z
    .array(
      z.strictObject({
        key: z.string().max(40),
        value: attributeValue,
        visibility: z.enum(fieldVisibilities).optional(),
      }),
    )
    .max(60),
});
export type UpdateAttributesRequest = z.input<typeof updateAttributesSchema>;

/** The availabilities the talent offers (the rest end); each runs `days` from now (a renewal when already on). */
export const updateAvailabilitySchema = z.strictObject({
  availability: z
    .array(
      z.strictObject({
        kind: z.enum(availabilityKinds),
        audience: z.enum(availabilityAudiences),
        days: z.union(availabilityDays.map((d) => z.literal(d))),
      }),
    )
    .max(availabilityKinds.length),
});
export type UpdateAvailabilityRequest = z.input<typeof updateAvailabilitySchema>;
export const renewParamsSchema = z.object({ kind: z.enum(availabilityKinds) });

/** GET users/{profile_url}/attributes: what the viewer may see of a talent's sheet. */
export const talentAttributesSchema = z.object({
  attributes: z.array(attributeSchema),
  ageRange: z.string().nullable(),
  availability: z.array(availabilitySchema.pick({ kind: true, expiresAt: true })),
});
export type TalentAttributes = z.infer<typeof talentAttributesSchema>;

/**
 * GET scouting/search. Attribute filters are further parameters named by the field's key: `a,b` (any of)
 * for choices and texts, `min-max` (either side may be empty) for numbers.
 */
export const scoutingSearchQuerySchema = z
  .object({
    q: textInput().trim().max(MAX_SEARCH_TERM_LENGTH).optional(),
    category: z.coerce.number().int().min(1).max(8).optional(),
    /** Countries (ISO codes), any of. */
    country: csv(200)
      .transform((codes) => [...new Set(codes.map((code) => code.toUpperCase()))])
      .refine((codes) => codes.length <= MAX_SEARCH_COUNTRIES && codes.every(isCountryCode), {
        error: 'country_invalid',
      }),
    /** `1`: talents of other countries willing to travel to any country of `country` join them. */
    travellers: z.enum(['1']).optional(),
    city: textInput().trim().max(60).optional(),
    available: csv(80),
    has: csv(40).pipe(z.array(z.enum(['photos', 'videos', 'documents']))),
    /** Age ranges (keys of the table's `ageRanges`), any of. */
    age: z.string().max(80).optional(),
    order: z.enum(['relevance', 'newest', 'followers']).default('relevance'),
    page: z.coerce.number().int().min(1).max(1000).default(1),
  })
  .catchall(z.string().max(400));
export type ScoutingSearchQuery = z.input<typeof scoutingSearchQuerySchema>;

export const facetSchema = z.object({
  key: z.string(),
  values: z.array(z.object({ value: z.string(), count: z.number().int().nonnegative() })),
});
export const scoutingResultSchema = z.object({
  rows: z.array(talentCardSchema),
  count: z.number().int().nonnegative(),
  /** Counts per value; a filtered field's counted over the other filters. Searchable-only values never count. */
  facets: z.array(facetSchema),
});
export type ScoutingResult = z.infer<typeof scoutingResultSchema>;
export type Facet = z.infer<typeof facetSchema>;
