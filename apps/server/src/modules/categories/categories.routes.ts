import type { FastifyPluginAsync } from 'fastify';
import { categoriesEndpoints as endpoints } from '@vitrina/contract/endpoints/categories';
import { requireSession, route } from '../../http/route.ts';
import { sessionOf } from '../../sessions/session-plugin.ts';
import type { CategoriesService } from './categories.service.ts';

export interface CategoriesRoutesOptions {
  categories: CategoriesService;
}

/** /api/categories: the list in a language, with or without the caller's subscriptions, and (un)subscribing. */
export const categoriesRoutes: FastifyPluginAsync<CategoriesRoutesOptions> = async (app, { categories }) => {
  route(app, endpoints.list, async (request) => categories.listCategories(request.params.lang));

  await app.register(async (mine) => {
    requireSession(mine);
    route(mine, endpoints.listSubscribed, async (request) =>
      categories.listWithSubscriptions(sessionOf(request).id, request.params.lang),
    );
    route(mine, endpoints.subscribe, async (request) =>
      categories.setSubscription(sessionOf(request).id, request.body.categoryId, true),
    );
    route(mine, endpoints.unsubscribe, async (request) =>
      categories.setSubscription(sessionOf(request).id, request.body.categoryId, false),
    );
  });
};
