import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import {
  createSavedSearchSchema,
  savedSearchesSchema,
  savedSearchParamsSchema,
  savedSearchSchema,
  unsubscribedSavedSearchSchema,
  unsubscribeSavedSearchSchema,
  updateSavedSearchSchema,
} from '../saved-searches.ts';

const tags = ['saved-searches'];

/** Agencies' saved searches with alerts: every call but the unsubscribe answers 403 to a talent. */
export const savedSearchesEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/saved-searches',
    tags,
    summary: 'My saved searches, newest first',
    auth: true,
    responses: { 200: savedSearchesSchema },
    errors: [401, 403],
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/saved-searches',
    tags,
    summary: 'Save the search’s filters with a name (at most 20: 409 saved_searches_limit)',
    description: 'An unknown filter or value is 400 naming the field, as the search answers.',
    auth: true,
    body: createSavedSearchSchema,
    responses: { 200: savedSearchSchema },
    errors: [400, 401, 403, 409, 429],
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/saved-searches/:searchId',
    tags,
    summary: 'Rename one of my saved searches, change how often it alerts, or stop and resume its alerts',
    auth: true,
    params: savedSearchParamsSchema,
    body: updateSavedSearchSchema,
    responses: { 200: savedSearchSchema },
    errors: [400, 401, 403, 404],
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/saved-searches/:searchId',
    tags,
    summary: 'Delete one of my saved searches (its alerts go with it)',
    auth: true,
    params: savedSearchParamsSchema,
    responses: { 204: z.null() },
    errors: [400, 401, 403, 404],
  }),
  unsubscribe: defineEndpoint({
    method: 'POST',
    path: '/saved-searches/unsubscribe',
    tags,
    summary: 'Stop the alerts of the one saved search the e-mail’s token names (no session needed)',
    auth: false,
    body: unsubscribeSavedSearchSchema,
    responses: { 200: unsubscribedSavedSearchSchema },
    errors: [400, 404, 429],
  }),
  oneClickUnsubscribe: defineEndpoint({
    method: 'POST',
    path: '/saved-searches/unsubscribe/:token',
    tags,
    summary: 'One-click unsubscribe (RFC 8058): the mail client posts to the List-Unsubscribe address',
    description: 'Whatever the body (mail clients send `List-Unsubscribe=One-Click` as a form); no session needed.',
    auth: false,
    params: unsubscribeSavedSearchSchema,
    responses: { 200: unsubscribedSavedSearchSchema },
    errors: [400, 404, 429],
  }),
};
