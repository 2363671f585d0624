import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { profileUrlParamsSchema } from '@vitrina/contract/graph';
import {
  contactListSchema,
  contactSchema,
  keysetQuerySchema,
  messageSchema,
  sendMessageRequestSchema,
  threadPageSchema,
} from '@vitrina/contract/messages';
import { errorResponses } from '../../http/error-responses.ts';
import { rateRules, type RateLimiter } from '../../http/rate-limiter.ts';
import { sessionOf } from '../../sessions/session-plugin.ts';
import type { MessagesService } from './messages.service.ts';

export interface MessagingRoutesOptions {
  messaging: MessagesService;
  limiter: RateLimiter;
}

const security = [{ token: [] }];
const userId = (request: Parameters<typeof sessionOf>[0]) => sessionOf(request).id;

/** Conversations (first document §§3, 7) under /api: send, the contact list, a contact, a thread. */
export const messagingRoutes: FastifyPluginAsyncZod<MessagingRoutesOptions> = async (app, { messaging, limiter }) => {
  const tags = ['messages'];
  // The socket's add-message spends the same budget (messaging.socket.ts).
  const sending = limiter.guard([{ ...rateRules.messagePerUser, key: (request) => String(userId(request)) }]);

  app.post(
    '/messages',
    {
      preHandler: [app.requireUser, sending],
      schema: {
        tags,
        summary: 'Send a message (for clients without a socket; the socket event add-message does the same)',
        security,
        body: sendMessageRequestSchema,
        response: { 200: messageSchema, ...errorResponses(400, 401, 404, 409, 429) },
      },
    },
    async (request) => messaging.send(userId(request), request.body),
  );

  app.get(
    '/messages/:profile_url',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'A page of my conversation with someone (newest page first, oldest to newest); marks it read',
        security,
        params: profileUrlParamsSchema,
        querystring: keysetQuerySchema,
        response: { 200: threadPageSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => messaging.getThread(userId(request), request.params.profile_url, request.query.before),
  );

  app.get(
    '/users/contacts',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'My conversations, the most recent first (?before=lastMessageId for the next page)',
        security,
        querystring: keysetQuerySchema,
        response: { 200: contactListSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => messaging.listContacts(userId(request), request.query.before),
  );

  app.get(
    '/users/contact/:profile_url',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'The person behind a conversation link, with the conversation so far',
        security,
        params: profileUrlParamsSchema,
        response: { 200: contactSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => messaging.getContact(userId(request), request.params.profile_url),
  );
};
