import { z } from 'zod';

// Its own file, importing only zod: step-up's schema (factor-rules.ts, which users.ts imports) takes an answer too.

/** A base64url field of a browser's answer, bounded so a huge body is refused before any check. */
const b64 = (max: number) => z.string().min(1).max(max);

/** `navigator.credentials.create()`'s answer as @simplewebauthn/browser encodes it. */
export const registrationResponseSchema = z.looseObject({
  id: b64(1400),
  rawId: b64(1400),
  type: z.literal('public-key'),
  response: z.looseObject({
    clientDataJSON: b64(4000),
    attestationObject: b64(16000),
    transports: z.array(z.string().max(40)).max(10).optional(),
  }),
  clientExtensionResults: z.looseObject({}).optional(),
});

export type RegistrationAnswer = z.input<typeof registrationResponseSchema>;

/** `navigator.credentials.get()`'s answer as @simplewebauthn/browser encodes it. */
export const authenticationResponseSchema = z.looseObject({
  id: b64(1400),
  rawId: b64(1400),
  type: z.literal('public-key'),
  response: z.looseObject({
    clientDataJSON: b64(4000),
    authenticatorData: b64(4000),
    signature: b64(2000),
    userHandle: z.string().max(200).optional(),
  }),
  clientExtensionResults: z.looseObject({}).optional(),
});

export type AuthenticationAnswer = z.input<typeof authenticationResponseSchema>;
