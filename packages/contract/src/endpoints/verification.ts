import { defineEndpoint } from '../endpoint.ts';
import { myVerificationSchema, verificationRequestSchema } from '../verification.ts';

const tags = ['users'];

/** An agency's own verification: apply, and read the application's status. */
export const verificationEndpoints = {
  mine: defineEndpoint({
    method: 'GET',
    path: '/users/me/verification',
    tags,
    summary: "Whether my agency is verified, and my latest application's status",
    auth: true,
    responses: { 200: myVerificationSchema },
    errors: [401],
  }),
  apply: defineEndpoint({
    method: 'POST',
    path: '/users/me/verification',
    tags,
    summary: 'Apply to be a verified agency (legal name, website, country, registration or tax number)',
    auth: true,
    body: verificationRequestSchema,
    responses: { 200: myVerificationSchema },
    errors: [400, 401, 403, 409],
  }),
};
