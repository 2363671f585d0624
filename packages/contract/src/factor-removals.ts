import { z } from 'zod';
import { MAX_FACTOR_REMOVAL_REASON_LENGTH } from './factor-removal-limits.ts';
import { authorSchema } from './posts.ts';
import { textInput } from './schema-helpers.ts';

/** From the login's second step: the live challenge proves the password; the reason is for the admin. */
export const factorRemovalRequestSchema = z.strictObject({
  challenge: z.string().min(1).max(200),
  reason: textInput()
    .trim()
    .min(1, { error: 'retiro_motivo_requerido' })
    .refine((v) => [...v].length <= MAX_FACTOR_REMOVAL_REASON_LENGTH, { error: 'retiro_motivo_largo' }),
});
export type FactorRemovalRequest = z.input<typeof factorRemovalRequestSchema>;
export const factorRemovalRequestedSchema = z.object({ requested: z.literal(true) });

/** The owner's link from the e-mail, without logging in. */
export const factorRemovalCancelSchema = z.strictObject({ token: z.string().min(1).max(200) });
export const factorRemovalCancelledSchema = z.object({ cancelled: z.literal(true) });

export const factorRemovalStatusSchema = z.enum(['pending', 'approved', 'refused', 'cancelled', 'done']);
export type FactorRemovalStatus = z.infer<typeof factorRemovalStatusSchema>;

/** A request as admins see it: whose, why, and where it stands (`dueAt`: when an approved one takes effect). */
export const factorRemovalSchema = z.object({
  id: z.number().int(),
  person: authorSchema,
  reason: z.string(),
  status: factorRemovalStatusSchema,
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  dueAt: z.string().nullable(),
});
export type FactorRemoval = z.infer<typeof factorRemovalSchema>;
/** GET /api/moderation/factor-removals: the open requests, oldest first. */
export const factorRemovalsSchema = z.object({ rows: z.array(factorRemovalSchema), count: z.number().int() });
export type FactorRemovals = z.infer<typeof factorRemovalsSchema>;

export const factorRemovalParamsSchema = z.object({
  id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
});
export const factorRemovalDecisionSchema = z.strictObject({ note: textInput().trim().max(500).default('') });
