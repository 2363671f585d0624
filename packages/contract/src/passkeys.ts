import { z } from 'zod';
import { idSchema } from './posts.ts';
import { textInput } from './schema-helpers.ts';
import { authenticationResponseSchema, registrationResponseSchema } from './webauthn-answers.ts';

export {
  authenticationResponseSchema,
  registrationResponseSchema,
  type AuthenticationAnswer,
  type RegistrationAnswer,
} from './webauthn-answers.ts';

/** A person keeps at most this many passkeys (a phone, a laptop, a security key or two, with room to spare). */
export const MAX_PASSKEYS = 20;
export const MAX_PASSKEY_NAME_LENGTH = 60;

/** The name its owner gives a passkey ("Mi iPhone"), shown in settings only. */
const passkeyName = textInput()
  .trim()
  .min(1, { error: 'llave_nombre' })
  .max(MAX_PASSKEY_NAME_LENGTH, { error: 'llave_nombre' });

/** WebAuthn options for the browser (the library's JSON shape, passed to it untouched). */
export const webauthnOptionsSchema = z.object({ options: z.looseObject({ challenge: z.string() }) });
export type WebauthnOptions = z.infer<typeof webauthnOptionsSchema>;

export const passkeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  createdAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime().nullable(),
});
export type Passkey = z.infer<typeof passkeySchema>;
export const passkeysSchema = z.object({ passkeys: z.array(passkeySchema) });

export const passkeyParamsSchema = z.object({ id: idSchema });
export const passkeyNameSchema = z.strictObject({ name: passkeyName });
export const passkeyRegistrationSchema = z.strictObject({ name: passkeyName, response: registrationResponseSchema });

/** The new passkey and, when it is the account's first factor, the ten recovery codes (shown once). */
export const passkeyAddedSchema = z.object({
  passkey: passkeySchema,
  recoveryCodes: z.array(z.string()).nullable(),
});
export type PasskeyAdded = z.infer<typeof passkeyAddedSchema>;

export const passkeySignInSchema = z.strictObject({ response: authenticationResponseSchema });
export const passkeyChallengeOptionsSchema = z.strictObject({ challenge: z.string().min(1).max(200) });
export const passkeyChallengeAnswerSchema = z.strictObject({
  challenge: z.string().min(1).max(200),
  response: authenticationResponseSchema,
});
