import {
  categoryLangParamsSchema,
  categoryListSchema,
  categorySubscriptionRequestSchema,
  categorySubscriptionResponseSchema,
  subscribedCategoryListSchema,
} from '../categories.ts';
import { defineEndpoint } from '../endpoint.ts';

const tags = ['categories'];

/** /api/categories: the list in a language, with or without the caller's subscriptions, and (un)subscribing. */
export const categoriesEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/categories/:lang/full',
    tags,
    summary: 'The eight categories, named in :lang',
    auth: false,
    params: categoryLangParamsSchema,
    responses: { 200: categoryListSchema },
    errors: [400],
  }),
  listSubscribed: defineEndpoint({
    method: 'GET',
    path: '/categories/:lang/full/subscribed',
    tags,
    summary: 'The categories with the caller’s subscriptions',
    auth: true,
    params: categoryLangParamsSchema,
    responses: { 200: subscribedCategoryListSchema },
    errors: [400, 401],
  }),
  subscribe: defineEndpoint({
    method: 'POST',
    path: '/categories/subscribe',
    tags,
    summary: 'Subscribe to a category (idempotent)',
    auth: true,
    body: categorySubscriptionRequestSchema,
    responses: { 200: categorySubscriptionResponseSchema },
    errors: [400, 401],
  }),
  unsubscribe: defineEndpoint({
    method: 'POST',
    path: '/categories/unsubscribe',
    tags,
    summary: 'Unsubscribe from a category (idempotent)',
    auth: true,
    body: categorySubscriptionRequestSchema,
    responses: { 200: categorySubscriptionResponseSchema },
    errors: [400, 401],
  }),
};
