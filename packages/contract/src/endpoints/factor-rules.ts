import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { stepUpRequestSchema, stepUpResponseSchema } from '../factor-rules.ts';
import { webauthnOptionsSchema } from '../passkeys.ts';

const tags = ['accounts'];

/** Step-up before sensitive actions, and the one-time offer of a second factor. */
export const factorRulesEndpoints = {
  stepUp: defineEndpoint({
    method: 'POST',
    path: '/users/step-up',
    tags,
    summary: 'Confirm it is me again (a code, a passkey, or the password without a factor) before a sensitive action',
    auth: true,
    body: stepUpRequestSchema,
    responses: { 200: stepUpResponseSchema },
    errors: [400, 401, 429],
  }),
  stepUpPasskeyOptions: defineEndpoint({
    method: 'POST',
    path: '/users/step-up/passkey/options',
    tags,
    summary: 'Options to confirm it is me with one of my passkeys (a challenge bound to me, single use)',
    auth: true,
    responses: { 200: webauthnOptionsSchema },
    errors: [401, 409, 429],
  }),
  dismissOffer: defineEndpoint({
    method: 'POST',
    path: '/users/second-factors/offer/dismissal',
    tags,
    summary: 'Stop offering me a second factor (settings still offer it)',
    auth: true,
    responses: { 204: z.null() },
    errors: [401],
  }),
};
