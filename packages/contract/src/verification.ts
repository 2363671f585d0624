import { z } from 'zod';
import { isCountryCode } from './account-rules.ts';
import { codePointText } from './moderation-people.ts';
import { authorSchema } from './posts.ts';
import { textInput } from './schema-helpers.ts';
import {
  MAX_LEGAL_NAME_LENGTH,
  MAX_SUSPENSION_TEXT_LENGTH,
  MAX_WEBSITE_LENGTH,
  REGISTRATION_NUMBER_PATTERN,
} from './trust-limits.ts';

/** A website as an application names it: http(s), a dotted host. */
export function isWebsite(value: string): boolean {
  if (value.length > MAX_WEBSITE_LENGTH) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && /\.[a-z]{2,}$/i.test(url.hostname);
  } catch {
    return false;
  }
}

/** POST /api/users/me/verification: an agency's application. */
export const verificationRequestSchema = z.strictObject({
  legalName: textInput()
    .trim()
    .refine((v) => [...v].length >= 2 && [...v].length <= MAX_LEGAL_NAME_LENGTH, { error: 'legal_name' }),
  website: textInput().trim().refine(isWebsite, { error: 'url_invalida' }),
  country: textInput().trim().toUpperCase().refine(isCountryCode, { error: 'pais' }),
  registrationNumber: textInput()
    .trim()
    .refine((v) => REGISTRATION_NUMBER_PATTERN.test(v), { error: 'registration_number' }),
});
export type VerificationRequest = z.input<typeof verificationRequestSchema>;

export const verificationStatusSchema = z.enum(['pending', 'approved', 'rejected']);

export const verificationApplicationSchema = z.object({
  id: z.number().int(),
  status: verificationStatusSchema,
  legalName: z.string(),
  website: z.string(),
  country: z.string(),
  registrationNumber: z.string(),
  /** Why it was rejected, for the agency ('' otherwise). */
  publicReason: z.string(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type VerificationApplication = z.infer<typeof verificationApplicationSchema>;

/** GET /api/users/me/verification: whether the agency is verified, and its latest application. */
export const myVerificationSchema = z.object({
  verified: z.boolean(),
  application: verificationApplicationSchema.nullable(),
});
export type MyVerification = z.infer<typeof myVerificationSchema>;

/** GET /api/moderation/verifications: pending applications, oldest first. */
export const pendingVerificationSchema = verificationApplicationSchema.extend({ agency: authorSchema });
export const pendingVerificationsSchema = z.object({
  rows: z.array(pendingVerificationSchema),
  count: z.number().int(),
});
export type PendingVerification = z.infer<typeof pendingVerificationSchema>;

export const verificationParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });
const note = codePointText(MAX_SUSPENSION_TEXT_LENGTH, 'suspension_text_too_long');
export const approveVerificationSchema = z.object({ note: note.default('') });
export const rejectVerificationSchema = z.object({
  reason: note.trim().min(1, { error: 'reject_reason_required' }),
  note: note.default(''),
});
