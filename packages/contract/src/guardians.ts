import { z } from 'zod';
import { MAX_EMAIL_LENGTH } from './email-rules.ts';
import {
  guardianProblems,
  guardianRelationships,
  guardianStatuses,
  MAX_GUARDIAN_NAME_LENGTH,
  MAX_RELATIONSHIP_LENGTH,
} from './guardian-rules.ts';
import { addProblems, langSchema, text } from './schema-helpers.ts';

export const guardianRelationshipSchema = z.enum(guardianRelationships);
export const guardianStatusSchema = z.enum(guardianStatuses);

/** A guardian as a form sends it: checked by `guardianProblems`, so every field answers its own code. */
export const guardianFieldsSchema = z.strictObject({
  name: text(MAX_GUARDIAN_NAME_LENGTH),
  email: text(MAX_EMAIL_LENGTH),
  /** One of `guardianRelationships` (`tutor_relacion` otherwise). */
  relationship: text(MAX_RELATIONSHIP_LENGTH),
});

// PUT /api/users/guardian (auth, minors only) { name, email, relationship } → selfGuardianSchema.
// The address may not be the minor's own either (`tutor_email_propio`, checked by the server).
export const guardianRequestSchema = guardianFieldsSchema.superRefine((input, ctx) =>
  addProblems(ctx, guardianProblems(input, '')),
);
export type GuardianRequest = z.input<typeof guardianRequestSchema>;

/** A minor's guardian in `users/self` (null for an adult, or a minor with none on file). */
export const selfGuardianSchema = z.object({
  name: z.string(),
  email: z.string(),
  relationship: guardianRelationshipSchema,
  status: guardianStatusSchema,
});
export type SelfGuardian = z.infer<typeof selfGuardianSchema>;

/** The token of a guardian's links (/tutor/{token}): 32 random bytes, base64url. */
export const guardianTokenParamsSchema = z.object({ token: z.string().min(1).max(200) });

// GET /api/guardian/{token}, and POST …/confirm, …/withdraw, …/close: what the guardian's page shows.
export const guardianLinkSchema = z.object({
  /** The minor's first and last name. */
  minorName: z.string(),
  relationship: guardianRelationshipSchema,
  status: guardianStatusSchema,
  /** The minor's language: the page speaks it, as the e-mails do. */
  lang: langSchema,
});
export type GuardianLink = z.infer<typeof guardianLinkSchema>;
