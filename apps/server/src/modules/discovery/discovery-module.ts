import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config.ts';
import type { Platform } from '../../platform/platform.ts';
import type { CategoriesModule } from '../categories/categories-module.ts';
import type { CardPhotosColumn } from '../profiles/card-photos-port.ts';
import { discoveryRoutes } from './discovery.routes.ts';
import { createDiscoveryService } from './discovery.service.ts';
import { createScoutingSearchService } from './scouting-search.service.ts';

/** The discovery module: the explore lists (featured, recent, similar, by category), suggestions and search. */
export function createDiscoveryModule({
  platform,
  categories,
  cardPhotos,
  config,
}: {
  platform: Pick<Platform, 'db' | 'lists' | 'limiter' | 'caches'>;
  categories: Pick<CategoriesModule, 'service'>;
  /** The posts module's photos column (app.ts hands it in). */
  cardPhotos: CardPhotosColumn;
  /** How long a faceted search page is shared; the explore lists' windows shared by every viewer. */
  config: Pick<Config, 'searchCacheMs' | 'listWindows'>;
}) {
  const service = createDiscoveryService({
    db: platform.db,
    lists: platform.lists,
    shared: config.listWindows,
    registry: platform.caches,
    categories: categories.service,
    cardPhotos,
  });
  const scouting = createScoutingSearchService({
    db: platform.db,
    cardPhotos,
    cacheMs: config.searchCacheMs,
    registry: platform.caches,
  });
  const routes: FastifyPluginAsync = async (api) => {
    await api.register(discoveryRoutes, { discovery: service, scouting, limiter: platform.limiter });
  };
  return { service, scouting, routes };
}
