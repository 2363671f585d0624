import { defineEndpoint } from '../endpoint.ts';
import {
  liftRequestSchema,
  moderatedPersonSchema,
  personLookupQuerySchema,
  personParamsSchema,
  suspendRequestSchema,
} from '../moderation-people.ts';
import {
  approveVerificationSchema,
  pendingVerificationsSchema,
  rejectVerificationSchema,
  verificationApplicationSchema,
  verificationParamsSchema,
} from '../verification.ts';

// As every moderation call (endpoints/moderation.ts): 404 to anyone without a role, whatever the body.
const errors = [400, 403, 404, 409] as const;
const tags = ['moderation'];

/** People (suspend and lift) and agency verifications in the moderation tool, hidden from the public document. */
export const moderationPeopleEndpoints = {
  findPerson: defineEndpoint({
    method: 'GET',
    path: '/moderation/people',
    tags,
    summary: 'Find a person by e-mail or profile address: their card, role and suspension',
    auth: false,
    hidden: true,
    querystring: personLookupQuerySchema,
    responses: { 200: moderatedPersonSchema },
    errors,
  }),
  suspend: defineEndpoint({
    method: 'POST',
    path: '/moderation/people/:userId/suspend',
    tags,
    summary: 'Suspend a person for 1–365 days or indefinitely: hidden everywhere, every session ended',
    auth: false,
    stepUp: true,
    hidden: true,
    params: personParamsSchema,
    body: suspendRequestSchema,
    responses: { 200: moderatedPersonSchema },
    errors,
  }),
  lift: defineEndpoint({
    method: 'POST',
    path: '/moderation/people/:userId/lift',
    tags,
    summary: 'Lift a suspension early: the person is shown again (their ended sessions stay ended)',
    auth: false,
    stepUp: true,
    hidden: true,
    params: personParamsSchema,
    body: liftRequestSchema,
    responses: { 200: moderatedPersonSchema },
    errors,
  }),
  verifications: defineEndpoint({
    method: 'GET',
    path: '/moderation/verifications',
    tags,
    summary: "Agencies' pending verification applications, oldest first",
    auth: false,
    hidden: true,
    responses: { 200: pendingVerificationsSchema },
    errors,
  }),
  approve: defineEndpoint({
    method: 'POST',
    path: '/moderation/verifications/:id/approve',
    tags,
    summary: 'Approve an application: the agency is verified (badge, 100 first contacts a day)',
    auth: false,
    stepUp: true,
    hidden: true,
    params: verificationParamsSchema,
    body: approveVerificationSchema,
    responses: { 200: verificationApplicationSchema },
    errors,
  }),
  reject: defineEndpoint({
    method: 'POST',
    path: '/moderation/verifications/:id/reject',
    tags,
    summary: 'Reject an application with a reason the agency sees',
    auth: false,
    stepUp: true,
    hidden: true,
    params: verificationParamsSchema,
    body: rejectVerificationSchema,
    responses: { 200: verificationApplicationSchema },
    errors,
  }),
};
