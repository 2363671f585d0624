import { z } from 'zod';
import { authorSchema } from './posts.ts';
import { moderationRoleSchema } from './moderation.ts';
import { textInput } from './schema-helpers.ts';
import { MAX_SUSPENSION_DAYS, MAX_SUSPENSION_TEXT_LENGTH } from './trust-limits.ts';

/** A text of at most `max` characters, counted as Unicode code points. */
export const codePointText = (max: number, code: 'suspension_text_too_long') =>
  textInput().refine((value) => [...value].length <= max, { error: code });

/** GET /api/moderation/people?q=: a person found by e-mail or profile address. */
export const personLookupQuerySchema = z.object({ q: textInput().trim().min(1).max(254) });
export const personParamsSchema = z.object({ userId: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });

/** A suspension as moderators see it; `until` null: indefinitely. */
export const suspensionSchema = z.object({ since: z.string(), until: z.string().nullable(), reason: z.string() });
export type Suspension = z.infer<typeof suspensionSchema>;

/** A person as the moderation tool shows them: their card, address, role and suspension. */
export const moderatedPersonSchema = z.object({
  person: authorSchema,
  email: z.string(),
  role: moderationRoleSchema.nullable(),
  cancelled: z.boolean(),
  /** Null when not suspended (an expired suspension counts as lifted). */
  suspension: suspensionSchema.nullable(),
});
export type ModeratedPerson = z.infer<typeof moderatedPersonSchema>;

/** POST …/suspend: for 1–365 days, or indefinitely (`days: null`); a public reason and an internal note. */
export const suspendRequestSchema = z.object({
  days: z.number().int().min(1).max(MAX_SUSPENSION_DAYS).nullable(),
  reason: codePointText(MAX_SUSPENSION_TEXT_LENGTH, 'suspension_text_too_long').trim().min(1),
  note: codePointText(MAX_SUSPENSION_TEXT_LENGTH, 'suspension_text_too_long').default(''),
});
export type SuspendRequest = z.input<typeof suspendRequestSchema>;

/** POST …/lift: the note goes to the audit log. */
export const liftRequestSchema = z.object({
  note: codePointText(MAX_SUSPENSION_TEXT_LENGTH, 'suspension_text_too_long').default(''),
});
