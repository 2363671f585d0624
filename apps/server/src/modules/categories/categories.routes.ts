import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  categoryLangParamsSchema,
  categoryListSchema,
  categorySubscriptionRequestSchema,
  categorySubscriptionResponseSchema,
  subscribedCategoryListSchema,
} from '@vitrina/contract/categories';
import { sessionOf } from '../../sessions/session-plugin.ts';
import type { CategoriesService } from './categories.service.ts';
import { errorResponses } from '../../http/error-responses.ts';

export interface CategoriesRoutesOptions {
  categories: CategoriesService;
}

/** /api/categories: the list in a language, with or without the caller's subscriptions, and (un)subscribing. */
export const categoriesRoutes: FastifyPluginAsyncZod<CategoriesRoutesOptions> = async (app, { categories }) => {
  const tags = ['categories'];

  app.get(
    '/:lang/full',
    {
      schema: {
        tags,
        summary: 'The eight categories, named in :lang',
        params: categoryLangParamsSchema,
        response: { 200: categoryListSchema, ...errorResponses(400) },
      },
    },
    async (request) => categories.listCategories(request.params.lang),
  );

  app.get(
    '/:lang/full/subscribed',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'The categories with the caller’s subscriptions',
        security: [{ token: [] }],
        params: categoryLangParamsSchema,
        response: { 200: subscribedCategoryListSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => categories.listWithSubscriptions(sessionOf(request).id, request.params.lang),
  );

  for (const [path, subscribed] of [
    ['/subscribe', true],
    ['/unsubscribe', false],
  ] as const) {
    app.post(
      path,
      {
        preHandler: app.requireUser,
        schema: {
          tags,
          summary: subscribed ? 'Subscribe to a category (idempotent)' : 'Unsubscribe from a category (idempotent)',
          security: [{ token: [] }],
          body: categorySubscriptionRequestSchema,
          response: { 200: categorySubscriptionResponseSchema, ...errorResponses(400, 401) },
        },
      },
      async (request) => categories.setSubscription(sessionOf(request).id, request.body.categoryId, subscribed),
    );
  }
};
