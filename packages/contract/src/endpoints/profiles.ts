import { defineEndpoint } from '../endpoint.ts';
import {
  blockRequestSchema,
  blockResponseSchema,
  followRequestSchema,
  followResponseSchema,
  peopleQuerySchema,
  personPageSchema,
  popupParamsSchema,
  popupResponseSchema,
  profileQrParamsSchema,
  profileResponseSchema,
  profileUrlParamsSchema,
  reportRequestSchema,
  reportResponseSchema,
} from '../graph.ts';
import { pageQuerySchema } from '../pagination.ts';

const errors = [400, 401, 403, 404, 409, 429] as const;
const tags = ['profiles'];

const peopleEndpoint = <const K extends 'followers' | 'following'>(kind: K) =>
  defineEndpoint({
    method: 'GET',
    path: `/users/:profile_url/${kind}`,
    tags,
    summary: `A profile's ${kind}, most recent first, with a name search (q)`,
    auth: true,
    params: profileUrlParamsSchema,
    querystring: peopleQuerySchema,
    responses: { 200: personPageSchema },
    errors,
  });

const followEndpoint = <const A extends 'follow' | 'unfollow'>(action: A) =>
  defineEndpoint({
    method: 'POST',
    path: `/users/${action}`,
    tags,
    summary: action === 'follow' ? 'Follow a talent' : 'Stop following someone',
    auth: true,
    body: followRequestSchema,
    responses: { 200: followResponseSchema },
    errors,
  });

/** /api/users: profiles, the pop-up, follows, lists of people, block and report (second document §§2–7). */
export const profilesEndpoints = {
  agencyFollowing: defineEndpoint({
    method: 'GET',
    path: '/users/agencia/following',
    tags,
    summary: 'The talents I follow, most recent first (agencies)',
    auth: true,
    querystring: pageQuerySchema,
    responses: { 200: personPageSchema },
    errors,
  }),
  profile: defineEndpoint({
    method: 'GET',
    path: '/users/:profile_url/profile',
    tags,
    summary: "A talent's profile page",
    auth: true,
    params: profileUrlParamsSchema,
    responses: { 200: profileResponseSchema },
    errors,
  }),
  // The answer is the image itself (image/png or image/svg+xml); refusals (401, 404) are the one error body.
  profileQr: defineEndpoint({
    method: 'GET',
    path: '/users/:profile_url/qr/:format',
    tags,
    summary: "A QR code of a talent's profile address, to download (PNG or SVG)",
    auth: true,
    params: profileQrParamsSchema,
    responses: {},
    errors: [],
  }),
  followers: peopleEndpoint('followers'),
  following: peopleEndpoint('following'),
  // The type is constrained in the path, so other two-segment addresses (/users/facebook-exists/…) never
  // land here.
  popup: defineEndpoint({
    method: 'GET',
    path: '/users/:id/:type(^(?:talento|agencia)$)',
    tags,
    summary: "The agency pop-up (or a talent's card) by id and type",
    auth: true,
    params: popupParamsSchema,
    responses: { 200: popupResponseSchema },
    errors,
  }),
  follow: followEndpoint('follow'),
  unfollow: followEndpoint('unfollow'),
  block: defineEndpoint({
    method: 'POST',
    path: '/users/block',
    tags,
    summary: 'Block a profile, for good (a talent blocks a talent)',
    auth: true,
    body: blockRequestSchema,
    responses: { 200: blockResponseSchema },
    errors,
  }),
  report: defineEndpoint({
    method: 'POST',
    path: '/users/report',
    tags,
    summary: 'Report a profile to the moderators',
    auth: true,
    body: reportRequestSchema,
    responses: { 200: reportResponseSchema },
    errors,
  }),
};
