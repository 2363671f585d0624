import { defineEndpoint } from '../endpoint.ts';
import {
  caseListQuerySchema,
  caseListSchema,
  caseParamsSchema,
  dismissCaseRequestSchema,
  dismissCaseResponseSchema,
  moderationLogSchema,
  moderatorRequestSchema,
  moderatorResponseSchema,
} from '../moderation.ts';

// To anyone without a role every call answers 404, whatever the body (issue 28): 404 is their only error.
// `auth: false` so that a visitor gets that 404 too, not a 401 that would advertise a call behind a session.
const errors = [400, 404] as const;
const tags = ['moderation'];

/** Moderation (issue 28), hidden from the public document. */
export const moderationEndpoints = {
  cases: defineEndpoint({
    method: 'GET',
    path: '/moderation/cases',
    tags,
    summary: 'Reported people, grouped: open cases by number of reporters, then the newest report',
    auth: false,
    hidden: true,
    querystring: caseListQuerySchema,
    responses: { 200: caseListSchema },
    errors,
  }),
  dismiss: defineEndpoint({
    method: 'POST',
    path: '/moderation/cases/:targetId/dismiss',
    tags,
    summary: 'Dismiss a case: its open reports close without action; the note goes to the audit log',
    auth: false,
    hidden: true,
    params: caseParamsSchema,
    body: dismissCaseRequestSchema,
    responses: { 200: dismissCaseResponseSchema },
    errors,
  }),
  moderator: defineEndpoint({
    method: 'PUT',
    path: '/moderation/moderators',
    tags,
    summary: 'Admins only: give or take the moderator role by e-mail (an admin stays an admin)',
    auth: false,
    hidden: true,
    body: moderatorRequestSchema,
    responses: { 200: moderatorResponseSchema },
    errors,
  }),
  log: defineEndpoint({
    method: 'GET',
    path: '/moderation/log',
    tags,
    summary: 'The audit log, newest first (append-only)',
    auth: false,
    hidden: true,
    responses: { 200: moderationLogSchema },
    errors,
  }),
};
