import { defineEndpoint } from '../endpoint.ts';
import {
  notificationPageSchema,
  notificationsQuerySchema,
  updateReadRequestSchema,
  updateReadResponseSchema,
} from '../notifications.ts';

const tags = ['notifications'];

/** GET /api/notifications?page=N and POST /api/notifications/update_read (first document §7). */
export const notificationsEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/notifications',
    tags,
    summary: 'My notifications, 12 a page, the latest first (likes of a post on one day are one entry)',
    auth: true,
    querystring: notificationsQuerySchema,
    responses: { 200: notificationPageSchema },
    errors: [400, 401],
  }),
  updateRead: defineEndpoint({
    method: 'POST',
    path: '/notifications/update_read',
    tags,
    summary:
      'Mark entries of mine read (other ids are ignored), or all of that kind; answers how many of that kind are unread',
    auth: true,
    body: updateReadRequestSchema,
    responses: { 200: updateReadResponseSchema },
    errors: [400, 401],
  }),
};
