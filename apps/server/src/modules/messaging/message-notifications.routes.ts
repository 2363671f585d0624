import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageEntriesSchema } from '@vitrina/contract/messages';
import { updateReadRequestSchema, updateReadResponseSchema } from '@vitrina/contract/notifications';
import { errorResponses } from '../../http/error-responses.ts';
import { sessionOf } from '../../sessions/session-plugin.ts';
import type { MessagingService } from './messaging.service.ts';

export interface MessageNotificationsRoutesOptions {
  messaging: Pick<MessagingService, 'listEntries' | 'markEntriesRead'>;
}

const security = [{ token: [] }];

/**
 * The notifications-facing calls of messaging (the header's messages dropdown) under /api/notifications.
 * The notifications module takes `update_read` over when it lands: it will answer `kind: 'notifications'`
 * itself and hand `kind: 'messages'` to `markEntriesRead`, and this file keeps only the list.
 */
export const messageNotificationsRoutes: FastifyPluginAsyncZod<MessageNotificationsRoutesOptions> = async (
  app,
  { messaging },
) => {
  const tags = ['notifications'];

  app.get(
    '/notifications/messages',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'The latest messages I received, newest first (the header dropdown)',
        security,
        response: { 200: messageEntriesSchema, ...errorResponses(401) },
      },
    },
    async (request) => messaging.listEntries(sessionOf(request).id),
  );

  app.post(
    '/notifications/update_read',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Mark entries of mine read (other ids are ignored); answers how many of that kind are unread',
        security,
        body: updateReadRequestSchema,
        response: { 200: updateReadResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => ({
      unread: await messaging.markEntriesRead(sessionOf(request).id, request.body.notificationIds),
    }),
  );
};
