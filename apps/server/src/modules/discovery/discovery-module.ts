import type { FastifyPluginAsync } from 'fastify';
import type { Platform } from '../../platform/platform.ts';
import type { CategoriesModule } from '../categories/categories-module.ts';
import { discoveryRoutes } from './discovery.routes.ts';
import { createDiscoveryService } from './discovery.service.ts';

/** The discovery module: the explore lists (featured, recent, similar, by category), suggestions and search. */
export function createDiscoveryModule({
  platform,
  categories,
}: {
  platform: Pick<Platform, 'db'>;
  categories: Pick<CategoriesModule, 'service'>;
}) {
  const service = createDiscoveryService({ db: platform.db, categories: categories.service });
  const routes: FastifyPluginAsync = async (api) => {
    await api.register(discoveryRoutes, { discovery: service });
  };
  return { service, routes };
}
