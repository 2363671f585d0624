import type { FastifyPluginAsync } from 'fastify';
import { messagesEndpoints as endpoints } from '@vitrina/contract/endpoints/messages';
import { requireSession, route } from '../../http/route.ts';
import { sessionOf } from '../../sessions/session-plugin.ts';
import type { MessageEntriesService } from './message-entries.service.ts';

export interface MessageNotificationsRoutesOptions {
  entries: Pick<MessageEntriesService, 'listEntries'>;
}

/**
 * The notifications-facing call of messaging (the header's messages dropdown) under /api/notifications.
 * Marking its entries read is `update_read` with kind 'messages', answered by the notifications module
 * through `markEntriesRead`.
 */
export const messageNotificationsRoutes: FastifyPluginAsync<MessageNotificationsRoutesOptions> = async (
  app,
  { entries },
) => {
  requireSession(app);
  route(app, endpoints.entries, async (request) => entries.listEntries(sessionOf(request).id));
};
