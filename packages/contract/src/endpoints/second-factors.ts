import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import {
  challengeAnswerRequestSchema,
  codeRequestSchema,
  ownSessionsSchema,
  recoveryCodesSchema,
  secondFactorsStateSchema,
  totpSetupSchema,
} from '../second-factors.ts';
import { tokenResponseSchema } from '../users.ts';

const tags = ['accounts'];

/** Second factors in settings, the login's second step and the account's sessions. */
export const secondFactorsEndpoints = {
  answerChallenge: defineEndpoint({
    method: 'POST',
    path: '/users/authenticate/second-factor',
    tags,
    summary: 'Answer a login’s challenge with an authenticator or recovery code; opens the session',
    auth: false,
    body: challengeAnswerRequestSchema,
    responses: { 200: tokenResponseSchema },
    errors: [400, 429],
  }),
  answerResetChallenge: defineEndpoint({
    method: 'POST',
    path: '/users/recover/second-factor',
    tags,
    summary: 'Answer a reset link’s challenge with an authenticator or recovery code; opens the recovery session',
    auth: false,
    body: challengeAnswerRequestSchema,
    responses: { 200: tokenResponseSchema },
    errors: [400, 429],
  }),
  state: defineEndpoint({
    method: 'GET',
    path: '/users/second-factors',
    tags,
    summary: 'Whether the authenticator app is on and how many recovery codes are left',
    auth: true,
    responses: { 200: secondFactorsStateSchema },
    errors: [401],
  }),
  startTotp: defineEndpoint({
    method: 'POST',
    path: '/users/second-factors/totp',
    tags,
    summary: 'Start turning on the authenticator app: its key, as text, URI and QR code (shown this once)',
    auth: true,
    responses: { 200: totpSetupSchema },
    errors: [401, 409, 429],
  }),
  confirmTotp: defineEndpoint({
    method: 'POST',
    path: '/users/second-factors/totp/confirmation',
    tags,
    summary: 'Turn the authenticator app on with its first code; answers the recovery codes, shown once',
    auth: true,
    body: codeRequestSchema,
    responses: { 200: recoveryCodesSchema },
    errors: [400, 401, 409, 429],
  }),
  disableTotp: defineEndpoint({
    method: 'POST',
    path: '/users/second-factors/totp/removal',
    tags,
    summary: 'Turn the authenticator app off with a current code or a recovery code',
    auth: true,
    stepUp: true,
    body: codeRequestSchema,
    responses: { 204: z.null() },
    errors: [400, 401, 403, 409, 429],
  }),
  regenerateRecoveryCodes: defineEndpoint({
    method: 'POST',
    path: '/users/second-factors/recovery-codes',
    tags,
    summary: 'New recovery codes (the old ones stop working), asked with a code; shown once',
    auth: true,
    body: codeRequestSchema,
    responses: { 200: recoveryCodesSchema },
    errors: [400, 401, 409, 429],
  }),
  sessions: defineEndpoint({
    method: 'GET',
    path: '/users/sessions',
    tags,
    summary: 'My open sessions, newest first, with the factor that opened each',
    auth: true,
    responses: { 200: ownSessionsSchema },
    errors: [401],
  }),
};
