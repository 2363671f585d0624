import { z } from 'zod';
import { MAX_EMAIL_LENGTH, MAX_PASSWORD_LENGTH } from './account-rules.ts';
import { textInput } from './schema-helpers.ts';

/** Cancelling an account and restoring it within the grace period. */

export const cancelAccountRequestSchema = z.strictObject({
  password: textInput().max(MAX_PASSWORD_LENGTH).default(''),
});
export type CancelAccountRequest = z.input<typeof cancelAccountRequestSchema>;
export const cancelAccountResponseSchema = z.object({ deletionDate: z.string() });
export type CancelAccountResponse = z.infer<typeof cancelAccountResponseSchema>;

export const restoreAccountRequestSchema = z.strictObject({
  email: textInput().trim().min(1).max(MAX_EMAIL_LENGTH),
  password: textInput().min(1).max(MAX_PASSWORD_LENGTH),
});
export type RestoreAccountRequest = z.infer<typeof restoreAccountRequestSchema>;
