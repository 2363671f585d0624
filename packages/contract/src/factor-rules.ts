import { z } from 'zod';
import { authenticationResponseSchema } from './webauthn-answers.ts';
import { textInput } from './schema-helpers.ts';

/** Who must have a second factor, and what `users/self` tells the web about it (decision 0052). */
export const selfFactorsSchema = z.object({
  /** A second factor is on. */
  enabled: z.boolean(),
  /** A moderator or admin without a factor: the role's calls answer 404 until one is added. */
  roleNeedsFactor: z.boolean(),
  /** A verified agency without a factor: by when it must add one; null when nothing is due. */
  agencyDeadline: z.iso.datetime().nullable(),
  /** That deadline has passed: every call but the account, its security settings and logging out answers 403. */
  agencyOverdue: z.boolean(),
  /** Offer a factor once (after the first week, until dismissed or one is added). */
  offer: z.boolean(),
});
export type SelfFactors = z.infer<typeof selfFactorsSchema>;

/** A new person is offered a second factor after their first week (seconds). */
export const FACTOR_OFFER_AFTER_SECONDS = 7 * 86_400;

const code = textInput().trim().min(1).max(40);

/**
 * Renewing a session's verification before a sensitive action: a code (authenticator or recovery), a passkey's
 * answer to the options of `POST /users/step-up/passkey/options`, or, for an account without any factor, the
 * password.
 */
export const stepUpRequestSchema = z.discriminatedUnion('method', [
  z.strictObject({ method: z.literal('code'), code }),
  z.strictObject({ method: z.literal('passkey'), response: authenticationResponseSchema }),
  z.strictObject({ method: z.literal('password'), password: z.string().min(1).max(200) }),
]);
export type StepUpRequest = z.infer<typeof stepUpRequestSchema>;

/** The renewal's answer: when the verification was made (it lasts the server's STEP_UP_WINDOW). */
export const stepUpResponseSchema = z.object({ verifiedAt: z.iso.datetime() });
export type StepUpResponse = z.infer<typeof stepUpResponseSchema>;
