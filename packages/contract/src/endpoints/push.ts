import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import {
  pushDeviceListSchema,
  pushDeviceParamsSchema,
  pushDeviceSchema,
  pushPublicKeySchema,
  pushSubscribeRequestSchema,
} from '../push.ts';

const tags = ['push'];

/** Web Push: the server's key, and my devices' subscriptions, each tied to the session that made it. */
export const pushEndpoints = {
  publicKey: defineEndpoint({
    method: 'GET',
    path: '/push/public-key',
    tags,
    summary: "The server's VAPID public key, for the browser's pushManager.subscribe",
    auth: true,
    responses: { 200: pushPublicKeySchema },
    errors: [401],
  }),
  subscribe: defineEndpoint({
    method: 'POST',
    path: '/push/subscriptions',
    tags,
    summary:
      "Push on for this device: the browser's subscription, tied to this session (again from it, it replaces the earlier one)",
    auth: true,
    body: pushSubscribeRequestSchema,
    responses: { 201: pushDeviceSchema },
    errors: [400, 401, 409, 429],
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/push/subscriptions',
    tags,
    summary: 'My devices with push on, the newest first (no endpoint, no keys)',
    auth: true,
    responses: { 200: pushDeviceListSchema },
    errors: [401],
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/push/subscriptions/:id',
    tags,
    summary: 'Push off for one of my devices (404 for anyone else’s)',
    auth: true,
    params: pushDeviceParamsSchema,
    responses: { 204: z.null() },
    errors: [400, 401, 404],
  }),
};
