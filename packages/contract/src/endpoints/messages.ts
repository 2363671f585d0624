import { defineEndpoint } from '../endpoint.ts';
import { z } from 'zod';
import { profileUrlParamsSchema } from '../graph.ts';
import { pageQuerySchema } from '../pagination.ts';
import {
  contactListSchema,
  contactSchema,
  keysetQuerySchema,
  requestPageSchema,
  messageEntriesSchema,
  messageSchema,
  sendMessageRequestSchema,
  threadPageSchema,
} from '../messages.ts';

const tags = ['messages'];

/** Conversations (first document §§3, 7): send, the contact list, a contact, a thread, the header's entries. */
export const messagesEndpoints = {
  send: defineEndpoint({
    method: 'POST',
    path: '/messages',
    tags,
    summary: 'Send a message (for clients without a socket; the socket event add-message does the same)',
    auth: true,
    body: sendMessageRequestSchema,
    responses: { 200: messageSchema },
    errors: [400, 401, 403, 404, 409, 429],
  }),
  thread: defineEndpoint({
    method: 'GET',
    path: '/messages/:profile_url',
    tags,
    summary: 'A page of my conversation with someone (newest page first, oldest to newest); marks it read',
    auth: true,
    params: profileUrlParamsSchema,
    querystring: keysetQuerySchema,
    responses: { 200: threadPageSchema },
    errors: [400, 401, 404],
  }),
  contacts: defineEndpoint({
    method: 'GET',
    path: '/users/contacts',
    tags,
    summary: 'My conversations, the most recent first (?before=lastMessageId for the next page)',
    auth: true,
    querystring: keysetQuerySchema,
    responses: { 200: contactListSchema },
    errors: [400, 401],
  }),
  requests: defineEndpoint({
    method: 'GET',
    path: '/users/contacts/requests',
    tags,
    summary: 'Message requests waiting for me to accept them, newest first, 12 a page',
    auth: true,
    querystring: pageQuerySchema,
    responses: { 200: requestPageSchema },
    errors: [400, 401],
  }),
  acceptRequest: defineEndpoint({
    method: 'POST',
    path: '/users/contacts/requests/:profile_url/accept',
    tags,
    summary: 'Accept a message request: the conversation joins my inbox',
    auth: true,
    params: profileUrlParamsSchema,
    responses: { 200: contactSchema },
    errors: [400, 401, 404],
  }),
  deleteRequest: defineEndpoint({
    method: 'DELETE',
    path: '/users/contacts/requests/:profile_url',
    tags,
    summary: 'Delete a message request and its messages',
    auth: true,
    params: profileUrlParamsSchema,
    responses: { 204: z.null() },
    errors: [400, 401, 404],
  }),
  contact: defineEndpoint({
    method: 'GET',
    path: '/users/contact/:profile_url',
    tags,
    summary: 'The person behind a conversation link, with the conversation so far',
    auth: true,
    params: profileUrlParamsSchema,
    responses: { 200: contactSchema },
    errors: [400, 401, 404],
  }),
  // Marking these read is notifications' update_read with kind 'messages'.
  entries: defineEndpoint({
    method: 'GET',
    path: '/notifications/messages',
    tags: ['notifications'],
    summary: 'The latest messages I received, newest first (the header dropdown)',
    auth: true,
    responses: { 200: messageEntriesSchema },
    errors: [401],
  }),
};
