import type { FastifyPluginAsync } from 'fastify';
import type { Platform } from '../../platform/platform.ts';
import type { CategoriesModule } from '../categories/categories-module.ts';
import type { InsightsModule } from '../insights/insights-module.ts';
import type { MediaModule } from '../media/media-module.ts';
import type { FeedModule } from '../feed/feed-module.ts';
import { publicPagesRoutes } from './public-pages.routes.ts';
import { createPublicProfilesService } from './public-profiles.service.ts';

export interface PublicPagesModuleDeps {
  platform: Platform;
  /** config.publicUrl: the absolute addresses of canonical links, og:image and the sitemap. */
  publicUrl: string;
  categories: Pick<CategoriesModule, 'service'>;
  /** The page's work: the newest posts and photos, as a visitor with no account sees them. */
  feed: { service: Pick<FeedModule['service'], 'showcase'> };
  /** The card image's portrait, as /resize crops it. */
  media: Pick<MediaModule, 'resizer'>;
  /** Counts the page's visits (crawlers excepted). */
  insights: { service: Pick<InsightsModule['service'], 'visited'> };
}

/** A talent's page for anyone with the link, its card image, the sitemap and robots.txt (at the root, not /api). */
export function createPublicPagesModule(deps: PublicPagesModuleDeps) {
  const { platform, feed, media, insights } = deps;
  const pages = createPublicProfilesService({
    db: platform.db,
    publicUrl: deps.publicUrl,
    categories: deps.categories.service,
    registry: platform.caches,
    ports: {
      work: (authorId) => feed.service.showcase(authorId),
      portrait: (name) => media.resizer.read('c340x340', name),
      visited: (ownerId, visitor) => insights.service.visited(ownerId, visitor),
    },
  });
  const routes: FastifyPluginAsync = async (app) => {
    await app.register(publicPagesRoutes, { pages, limiter: platform.limiter });
  };
  return { pages: routes };
}
