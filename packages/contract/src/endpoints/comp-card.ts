import { z } from 'zod';
import { compCardLinkCreatedSchema, compCardLinkSchema, compCardTokenParamsSchema } from '../comp-card.ts';
import { defineEndpoint } from '../endpoint.ts';

const tags = ['profiles'];

/** The comp card: a talent's one-page PDF, to download and to share by a public link until revoked. */
export const compCardEndpoints = {
  // The answer is the PDF itself (application/pdf, an attachment); refusals (401, 403) are the one error body.
  ownCard: defineEndpoint({
    method: 'GET',
    path: '/users/me/comp-card',
    tags,
    summary: 'Download my comp card: a one-page PDF in my language (talents)',
    auth: true,
    responses: {},
    errors: [],
  }),
  link: defineEndpoint({
    method: 'GET',
    path: '/users/me/comp-card/link',
    tags,
    summary: "My comp card's public link, or null",
    auth: true,
    responses: { 200: compCardLinkSchema },
    errors: [401, 403],
  }),
  createLink: defineEndpoint({
    method: 'POST',
    path: '/users/me/comp-card/link',
    tags,
    summary: 'Make a public link to my comp card (the living one again, when there is one)',
    auth: true,
    responses: { 200: compCardLinkCreatedSchema },
    errors: [401, 403, 429],
  }),
  revokeLink: defineEndpoint({
    method: 'DELETE',
    path: '/users/me/comp-card/link',
    tags,
    summary: "Revoke my comp card's public link: it answers 404 from now on",
    auth: true,
    responses: { 204: z.null() },
    errors: [401, 403],
  }),
  // The answer is the PDF itself, shown inline; an unknown, revoked or cancelled card is the one 404 body.
  publicCard: defineEndpoint({
    method: 'GET',
    path: '/comp-cards/:token',
    tags,
    summary: "A talent's comp card by its public link (no session)",
    auth: false,
    params: compCardTokenParamsSchema,
    responses: {},
    errors: [],
  }),
};
