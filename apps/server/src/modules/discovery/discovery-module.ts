import type { FastifyPluginAsync } from 'fastify';
import type { Platform } from '../../platform/platform.ts';
import type { CategoriesModule } from '../categories/categories-module.ts';
import type { CardPhotosColumn } from '../profiles/card-photos-port.ts';
import { discoveryRoutes } from './discovery.routes.ts';
import { createDiscoveryService } from './discovery.service.ts';
import { createScoutingSearchService } from './scouting-search.service.ts';
import type { SharedListsOptions } from './shared-lists.ts';

/** The discovery module: the explore lists (featured, recent, similar, by category), suggestions and search. */
export function createDiscoveryModule({
  platform,
  categories,
  cardPhotos,
  searchCacheMs,
  listWindows,
}: {
  platform: Pick<Platform, 'db' | 'lists' | 'limiter' | 'caches'>;
  categories: Pick<CategoriesModule, 'service'>;
  /** The posts module's photos column (app.ts hands it in). */
  cardPhotos: CardPhotosColumn;
  /** SEARCH_CACHE_SECONDS: how long a faceted search page is shared. */
  searchCacheMs: number;
  /** LIST_WINDOW_SECONDS and LIST_WINDOW_SIZE: the explore lists shared by every viewer. */
  listWindows: SharedListsOptions;
}) {
  const service = createDiscoveryService({
    db: platform.db,
    lists: platform.lists,
    shared: listWindows,
    registry: platform.caches,
    categories: categories.service,
    cardPhotos,
  });
  const scouting = createScoutingSearchService({
    db: platform.db,
    cardPhotos,
    cacheMs: searchCacheMs,
    registry: platform.caches,
  });
  const routes: FastifyPluginAsync = async (api) => {
    await api.register(discoveryRoutes, { discovery: service, scouting, limiter: platform.limiter });
  };
  return { service, scouting, routes };
}
