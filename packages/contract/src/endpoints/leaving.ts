import { z } from 'zod';
import { cancelAccountRequestSchema, cancelAccountResponseSchema, restoreAccountRequestSchema } from '../account.ts';
import { dataExportStateSchema } from '../data-export.ts';
import { defineEndpoint } from '../endpoint.ts';
import { loginChallengeSchema } from '../second-factors.ts';
import { tokenResponseSchema } from '../users.ts';

const tags = ['accounts'];

/** Leaving: cancelling and restoring an account, and the copy of one's data. */
export const leavingEndpoints = {
  cancel: defineEndpoint({
    method: 'POST',
    path: '/users/cancel',
    tags,
    summary: 'Cancel my account: hidden at once, deleted after the grace period; every session ends',
    auth: true,
    stepUp: true,
    body: cancelAccountRequestSchema,
    responses: { 200: cancelAccountResponseSchema },
    errors: [400, 401, 403, 409, 429],
  }),
  restore: defineEndpoint({
    method: 'POST',
    path: '/users/restore',
    tags,
    summary: 'Restore my cancelled account within the grace period, and log in (or its second step, as the login’s)',
    auth: false,
    body: restoreAccountRequestSchema,
    responses: { 200: z.union([tokenResponseSchema, loginChallengeSchema]) },
    errors: [400, 429],
  }),
  exportState: defineEndpoint({
    method: 'GET',
    path: '/users/export',
    tags,
    summary: 'Where my latest request for a copy of my data stands (null: never asked)',
    auth: true,
    responses: { 200: dataExportStateSchema },
    errors: [401],
  }),
  requestExport: defineEndpoint({
    method: 'POST',
    path: '/users/export',
    tags,
    summary: 'Ask for a copy of my data (a zip, prepared in the background, its link e-mailed); one a day',
    auth: true,
    responses: { 202: dataExportStateSchema },
    errors: [401, 429],
  }),
  // The answer is the archive itself (application/zip); refusals (401, 404) are the one error body.
  exportArchive: defineEndpoint({
    method: 'GET',
    path: '/users/export/archive',
    tags,
    summary: 'Download my newest copy of my data while it is valid (a week); nobody else’s',
    auth: true,
    stepUp: true,
    responses: {},
    errors: [],
  }),
};
