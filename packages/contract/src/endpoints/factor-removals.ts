import {
  factorRemovalCancelledSchema,
  factorRemovalCancelSchema,
  factorRemovalDecisionSchema,
  factorRemovalParamsSchema,
  factorRemovalRequestedSchema,
  factorRemovalRequestSchema,
  factorRemovalSchema,
  factorRemovalsSchema,
} from '../factor-removals.ts';
import { defineEndpoint } from '../endpoint.ts';

const tags = ['accounts'];

/** The owner's side of an admin's removal of lost factors: asking (at the login's second step) and cancelling. */
export const factorRemovalEndpoints = {
  request: defineEndpoint({
    method: 'POST',
    path: '/users/authenticate/second-factor/removal',
    tags,
    summary: 'Lost every factor and code: ask an admin to remove them, with the login’s live challenge',
    auth: false,
    body: factorRemovalRequestSchema,
    responses: { 201: factorRemovalRequestedSchema },
    errors: [400, 409, 429],
  }),
  cancel: defineEndpoint({
    method: 'POST',
    path: '/users/second-factors/removal/cancellation',
    tags,
    summary: 'Cancel a removal of my factors with the e-mail’s one-time link (no session needed)',
    auth: false,
    body: factorRemovalCancelSchema,
    responses: { 200: factorRemovalCancelledSchema },
    errors: [400, 409, 429],
  }),
};

// As every moderation call: 404 to anyone but an admin, whatever the body.
const errors = [400, 403, 404, 409] as const;
const review = ['moderation'];

/** Admins' review of the requests, hidden from the public document. */
export const factorRemovalReviewEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/moderation/factor-removals',
    tags: review,
    summary: 'Requests to remove lost factors that wait for a decision or for their 72 hours (admins only)',
    auth: false,
    hidden: true,
    responses: { 200: factorRemovalsSchema },
    errors,
  }),
  approve: defineEndpoint({
    method: 'POST',
    path: '/moderation/factor-removals/:id/approve',
    tags: review,
    summary: 'Approve: the factors go in 72 hours unless the owner cancels from the e-mail (admins only)',
    auth: false,
    stepUp: true,
    hidden: true,
    params: factorRemovalParamsSchema,
    body: factorRemovalDecisionSchema,
    responses: { 200: factorRemovalSchema },
    errors,
  }),
  refuse: defineEndpoint({
    method: 'POST',
    path: '/moderation/factor-removals/:id/refuse',
    tags: review,
    summary: 'Refuse: the factors stay; the owner is told (admins only)',
    auth: false,
    stepUp: true,
    hidden: true,
    params: factorRemovalParamsSchema,
    body: factorRemovalDecisionSchema,
    responses: { 200: factorRemovalSchema },
    errors,
  }),
};
