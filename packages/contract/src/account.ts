import { z } from 'zod';
import { MAX_EMAIL_LENGTH, MAX_PASSWORD_LENGTH } from './account-rules.ts';
import { textInput } from './schema-helpers.ts';

/**
 * Leaving Vitrina (second document §§4, 9; issue 15): cancelling one's account — hidden from everyone at
 * once, deleted for good four weeks later (LEGAL.deletionWeeksAfterCancel) — and restoring it before then.
 */

// ---------------------------------------------------------------------------------------------------
// POST /api/users/cancel (auth) { password } → { deletionDate }: the account is cancelled. Every session
// is revoked (the token version moves) and its sockets closed; the person's profile, posts, comments, likes,
// follows, messages and the notifications they caused are hidden from everyone, and every counter that
// counted them is corrected. An e-mail in their language confirms it, with the deletion date and how to
// restore. 400 `validation` (empty: `contrasena`); 400 `contrasena_actual` (wrong password); 409
// `password_required` (no password yet: a Facebook sign-up sets one first); 429.
// ---------------------------------------------------------------------------------------------------
export const cancelAccountRequestSchema = z.strictObject({
  password: textInput().max(MAX_PASSWORD_LENGTH).default(''),
});
export type CancelAccountRequest = z.input<typeof cancelAccountRequestSchema>;
export const cancelAccountResponseSchema = z.object({ deletionDate: z.string() });
export type CancelAccountResponse = z.infer<typeof cancelAccountResponseSchema>;

// ---------------------------------------------------------------------------------------------------
// Logging in to a cancelled account (POST /api/users/authenticate) with the right password answers 409
// `account_cancelled` during the grace period (a wrong password answers as for any account, so nobody learns
// more than a login would tell). The web then offers:
// POST /api/users/restore { email, password } → { token }: the account comes back as it was (profile,
// posts, follows, likes, comments, messages, counters) and a session opens. Same answers as a login
// otherwise (400 `password`, 400 `credentials` — also once the account has been deleted — 429).
// ---------------------------------------------------------------------------------------------------
export const restoreAccountRequestSchema = z.strictObject({
  email: textInput().trim().min(1).max(MAX_EMAIL_LENGTH),
  password: textInput().min(1).max(MAX_PASSWORD_LENGTH),
});
export type RestoreAccountRequest = z.infer<typeof restoreAccountRequestSchema>;
