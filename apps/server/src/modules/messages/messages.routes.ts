import type { FastifyPluginAsync } from 'fastify';
import { messagesEndpoints as endpoints } from '@vitrina/contract/endpoints/messages';
import { rateRules, type RateLimiter } from '../../http/rate-limiter.ts';
import { requireSession, route } from '../../http/route.ts';
import { sessionOf } from '../../sessions/session-plugin.ts';
import type { ConversationsService } from './conversations.service.ts';
import type { MessageRequestsService } from './message-requests.service.ts';
import type { MessagesService } from './messages.service.ts';

export interface MessagingRoutesOptions {
  messaging: Pick<MessagesService, 'send'>;
  conversations: ConversationsService;
  requests: MessageRequestsService;
  limiter: RateLimiter;
}

const userId = (request: Parameters<typeof sessionOf>[0]) => sessionOf(request).id;

/** Conversations (first document §§3, 7) under /api: send, the contact list, a contact, a thread. */
export const messagingRoutes: FastifyPluginAsync<MessagingRoutesOptions> = async (
  app,
  { messaging, conversations, requests, limiter },
) => {
  requireSession(app);
  // The socket's add-message spends the same budget (messages.socket.ts).
  const sending = limiter.guard([{ ...rateRules.messagePerUser, key: (request) => String(userId(request)) }]);

  route(app, endpoints.send, { preHandler: sending }, async (request) => messaging.send(userId(request), request.body));
  route(app, endpoints.thread, async (request) =>
    conversations.getThread(userId(request), request.params.profile_url, request.query.before),
  );
  route(app, endpoints.contacts, async (request) => conversations.listContacts(userId(request), request.query.before));
  route(app, endpoints.requests, async (request) => requests.listRequests(userId(request), request.query.page));
  route(app, endpoints.acceptRequest, async (request) =>
    requests.acceptRequest(userId(request), request.params.profile_url),
  );
  route(app, endpoints.deleteRequest, async (request, reply) => {
    await requests.deleteRequest(userId(request), request.params.profile_url);
    return reply.code(204).send(null);
  });
  route(app, endpoints.contact, async (request) =>
    conversations.getContact(userId(request), request.params.profile_url),
  );
};
