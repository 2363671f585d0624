import type { FastifyPluginAsync } from 'fastify';
import type { Platform } from '../../platform/platform.ts';
import { categoriesRoutes } from './categories.routes.ts';
import { createCategoriesService } from './categories.service.ts';
import { createCategoriesPersonalData } from './personal-data.ts';

/** The categories module: the eight categories and each user's subscriptions. */
export function createCategoriesModule({ platform }: { platform: Pick<Platform, 'db'> }) {
  const service = createCategoriesService(platform.db);
  const routes: FastifyPluginAsync = async (api) => {
    await api.register(categoriesRoutes, { prefix: '/categories', categories: service });
  };
  return { service, routes, personalData: createCategoriesPersonalData(platform.db) };
}

export type CategoriesModule = ReturnType<typeof createCategoriesModule>;
