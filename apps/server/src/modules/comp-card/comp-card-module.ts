import type { FastifyPluginAsync } from 'fastify';
import type { Platform } from '../../platform/platform.ts';
import type { CategoriesModule } from '../categories/categories-module.ts';
import type { MediaModule } from '../media/media-module.ts';
import type { CardPhotosColumn } from '../profiles/card-photos-port.ts';
import { compCardRoutes, publicCompCardRoutes } from './comp-card.routes.ts';
import { createCompCardService } from './comp-card.service.ts';

export interface CompCardModuleDeps {
  platform: Platform;
  /** config.publicUrl: the address the card's QR code and its public link open. */
  publicUrl: string;
  categories: Pick<CategoriesModule, 'service'>;
  /** The card's photos as /resize serves them. */
  media: Pick<MediaModule, 'resizer'>;
  /** The posts module's photos column: the portfolio's photos first, as the cards show them. */
  cardPhotos: CardPhotosColumn;
}

/** A talent's one-page PDF and its public link (`/api/users/me/comp-card…`, `/api/comp-cards/{token}`). */
export function createCompCardModule({ platform, publicUrl, categories, media, cardPhotos }: CompCardModuleDeps) {
  const compCards = createCompCardService({
    db: platform.db,
    publicUrl,
    categories: categories.service,
    cardPhotos,
    images: media.resizer,
  });
  const routes: FastifyPluginAsync = async (api) => {
    await api.register(compCardRoutes, { prefix: '/users', compCards, limiter: platform.limiter });
    await api.register(publicCompCardRoutes, { prefix: '/comp-cards', compCards, limiter: platform.limiter });
  };
  return { routes };
}
