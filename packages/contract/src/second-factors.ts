import { z } from 'zod';
import { textInput } from './schema-helpers.ts';

/** An authenticator's code: 6 digits every 30 seconds (RFC 6238), the steps either side accepted. */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
/** Ten single-use recovery codes, shown once; each is 10 characters written as two groups of five. */
export const RECOVERY_CODE_COUNT = 10;
/** A login's challenge lives 5 minutes (server config CHALLENGE_SECONDS) and dies at the fifth wrong answer. */
export const CHALLENGE_MAX_WRONG = 5;

/** How a second step is answered: an authenticator code, a passkey or a recovery code. */
export const secondFactorMethodSchema = z.enum(['totp', 'passkey', 'recovery']);
export type SecondFactorMethod = z.infer<typeof secondFactorMethodSchema>;

/** A code as typed: an authenticator's 6 digits or a recovery code (spaces and dashes are ignored). */
const code = textInput().trim().min(1).max(40);
export const codeRequestSchema = z.strictObject({ code });
export type CodeRequest = z.infer<typeof codeRequestSchema>;

/** The login's answer for an account with a second factor: no session yet, a short-lived challenge. */
export const loginChallengeSchema = z.object({
  challenge: z.string(),
  methods: z.array(secondFactorMethodSchema),
});
export type LoginChallenge = z.infer<typeof loginChallengeSchema>;

export const challengeAnswerRequestSchema = z.strictObject({ challenge: z.string().min(1).max(200), code });
export type ChallengeAnswerRequest = z.infer<typeof challengeAnswerRequestSchema>;

/** What settings show: whether the authenticator is on, since when, and how many recovery codes are left. */
export const secondFactorsStateSchema = z.object({
  totp: z.object({ enabled: z.boolean(), since: z.iso.datetime().nullable() }),
  recoveryCodes: z.object({ remaining: z.number().int() }),
});
export type SecondFactorsState = z.infer<typeof secondFactorsStateSchema>;

/** The set-up's one showing of the key: as text, as an otpauth:// URI and as a QR code (an SVG data URL). */
export const totpSetupSchema = z.object({ secret: z.string(), uri: z.string(), qr: z.string() });
export type TotpSetup = z.infer<typeof totpSetupSchema>;

/** Shown once: the ten new codes (null when another factor's set-up already gave the account its codes). */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()).nullable() });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/** The factor that opened a session: null for a password or Facebook alone. */
export const sessionFactorSchema = secondFactorMethodSchema.nullable();

export const ownSessionSchema = z.object({
  id: z.string(),
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  factor: sessionFactorSchema,
  /** The session of the request's own token. */
  current: z.boolean(),
});
export const ownSessionsSchema = z.object({ sessions: z.array(ownSessionSchema) });
export type OwnSession = z.infer<typeof ownSessionSchema>;
