import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageEntriesSchema } from '@vitrina/contract/messages';
import { errorResponses } from '../../http/error-responses.ts';
import { sessionOf } from '../../sessions/session-plugin.ts';
import type { MessagesService } from './messages.service.ts';

export interface MessageNotificationsRoutesOptions {
  messaging: Pick<MessagesService, 'listEntries'>;
}

const security = [{ token: [] }];

/**
 * The notifications-facing call of messaging (the header's messages dropdown) under /api/notifications.
 * Marking its entries read is `update_read` with kind 'messages', answered by the notifications module
 * through `markEntriesRead`.
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
};
