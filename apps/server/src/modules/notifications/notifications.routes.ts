import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  notificationPageSchema,
  notificationsQuerySchema,
  updateReadRequestSchema,
  updateReadResponseSchema,
} from '@vitrina/contract/notifications';
import { errorResponses } from '../../http/error-responses.ts';
import { sessionOf } from '../../sessions/session-plugin.ts';
import type { NotificationsService } from './notifications.service.ts';

export interface NotificationsRoutesOptions {
  notifications: NotificationsService;
}

const security = [{ token: [] }];

/** GET /api/notifications?page=N and POST /api/notifications/update_read (first document §7). */
export const notificationsRoutes: FastifyPluginAsyncZod<NotificationsRoutesOptions> = async (
  app,
  { notifications },
) => {
  const tags = ['notifications'];

  app.get(
    '/notifications',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'My notifications, 12 a page, the latest first (likes of a post on one day are one entry)',
        security,
        querystring: notificationsQuerySchema,
        response: { 200: notificationPageSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => notifications.list(sessionOf(request).id, request.query.page),
  );

  app.post(
    '/notifications/update_read',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary:
          'Mark entries of mine read (other ids are ignored), or all of that kind; answers how many of that kind are unread',
        security,
        body: updateReadRequestSchema,
        response: { 200: updateReadResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => ({
      unread: await notifications.markRead(sessionOf(request).id, request.body),
    }),
  );
};
