import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.ts';
import { categoriesRoutes } from './categories.routes.ts';
import { createCategoriesService } from './categories.service.ts';

/** The categories module: the eight categories and each user's subscriptions. */
export function createCategoriesModule(deps: { db: Db }) {
  const service = createCategoriesService(deps.db);
  const routes: FastifyPluginAsync = async (api) => {
    await api.register(categoriesRoutes, { prefix: '/categories', categories: service });
  };
  return { service, routes };
}
