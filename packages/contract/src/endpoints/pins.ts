import { defineEndpoint } from '../endpoint.ts';
import { portfolioSchema, pinsSchema, reorderPinsRequestSchema } from '../pins.ts';
import { idParamsSchema, userPostsParamsSchema } from '../posts.ts';

const errors = [400, 401, 403, 404, 409] as const;
const tags = ['posts'];

/** The pinned portfolio: up to six of a talent's own posts at the top of their profile. */
export const pinsEndpoints = {
  portfolio: defineEndpoint({
    method: 'GET',
    path: '/posts/user/:profile_url/pins',
    tags,
    summary: "A profile's pinned posts (its portfolio), in the owner's order",
    auth: true,
    params: userPostsParamsSchema,
    responses: { 200: portfolioSchema },
    errors,
  }),
  pin: defineEndpoint({
    method: 'PUT',
    path: '/posts/:id/pin',
    tags,
    summary: 'Pin my post to my portfolio, after the others (six at most: 409 past them); pinning twice is a no-op',
    auth: true,
    params: idParamsSchema,
    responses: { 200: pinsSchema },
    errors,
  }),
  unpin: defineEndpoint({
    method: 'DELETE',
    path: '/posts/:id/pin',
    tags,
    summary: 'Take my post out of my portfolio',
    auth: true,
    params: idParamsSchema,
    responses: { 200: pinsSchema },
    errors,
  }),
  reorder: defineEndpoint({
    method: 'PUT',
    path: '/posts/pins',
    tags,
    summary: 'Put my pinned posts in a new order (the same posts, each once)',
    auth: true,
    body: reorderPinsRequestSchema,
    responses: { 200: pinsSchema },
    errors,
  }),
};
