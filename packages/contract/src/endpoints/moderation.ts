import { defineEndpoint } from '../endpoint.ts';
import {
  caseActionRequestSchema,
  caseActionResponseSchema,
  caseDetailSchema,
  caseListQuerySchema,
  caseListSchema,
  caseParamsSchema,
  dismissCaseRequestSchema,
  moderationDocumentSchema,
  moderationLogSchema,
  moderatorRequestSchema,
  moderatorResponseSchema,
} from '../moderation.ts';
import { suspendRequestSchema } from '../moderation-people.ts';

// To anyone without a role every call answers 404, whatever the body: 404 is their only error.
// `auth: false` so that a visitor gets that 404 too, not a 401 that would advertise a call behind a session.
const errors = [400, 403, 404, 409] as const;
const tags = ['moderation'];

const action = (path: string, summary: string) =>
  defineEndpoint({
    method: 'POST',
    path: `/moderation/cases/:id/${path}`,
    tags,
    summary,
    auth: false,
    stepUp: true,
    hidden: true,
    params: caseParamsSchema,
    body: caseActionRequestSchema,
    responses: { 200: caseActionResponseSchema },
    errors,
  });

/** Moderation, hidden from the public document. */
export const moderationEndpoints = {
  cases: defineEndpoint({
    method: 'GET',
    path: '/moderation/cases',
    tags,
    summary: 'Cases (reports grouped by reported item): by severity, then number of reporters, then the newest',
    auth: false,
    hidden: true,
    querystring: caseListQuerySchema,
    responses: { 200: caseListSchema },
    errors,
  }),
  case: defineEndpoint({
    method: 'GET',
    path: '/moderation/cases/:id',
    tags,
    summary: "A case: the copies, the reports, its actions, and the person's earlier cases with theirs",
    auth: false,
    hidden: true,
    params: caseParamsSchema,
    responses: { 200: caseDetailSchema },
    errors,
  }),
  dismiss: defineEndpoint({
    method: 'POST',
    path: '/moderation/cases/:id/dismiss',
    tags,
    summary: 'Dismiss a case: its open reports close without action; the note goes to the audit log',
    auth: false,
    stepUp: true,
    hidden: true,
    params: caseParamsSchema,
    body: dismissCaseRequestSchema,
    responses: { 200: caseActionResponseSchema },
    errors,
  }),
  remove: action('remove', 'Remove the reported post, comment or message everywhere; its author is told why'),
  warn: action('warn', 'Warn the person: a notice they must acknowledge, with the public reason'),
  suspendSubject: defineEndpoint({
    method: 'POST',
    path: '/moderation/cases/:id/suspend',
    tags,
    summary: "Suspend the case's person (as the people view does) and close the case with that outcome",
    auth: false,
    stepUp: true,
    hidden: true,
    params: caseParamsSchema,
    body: suspendRequestSchema,
    responses: { 200: caseActionResponseSchema },
    errors,
  }),
  moderator: defineEndpoint({
    method: 'PUT',
    path: '/moderation/moderators',
    tags,
    summary: 'Admins only: give or take the moderator role by e-mail (an admin stays an admin)',
    auth: false,
    stepUp: true,
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
  document: defineEndpoint({
    method: 'GET',
    path: '/moderation/docs',
    tags,
    summary: "The moderation calls' own OpenAPI document (they are left out of /api/docs)",
    auth: false,
    hidden: true,
    responses: { 200: moderationDocumentSchema },
    errors: [404],
  }),
};
