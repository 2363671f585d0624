import type { FastifyPluginAsync } from 'fastify';
import type { Platform } from '../../platform/platform.ts';
import type { CardPhotosColumn } from '../profiles/card-photos-port.ts';
import type { MediaModule } from '../media/media-module.ts';
import type { ProfilesModule } from '../profiles/profiles-module.ts';
import { createShortlistsPersonalData } from './personal-data.ts';
import { shortlistsRoutes } from './shortlists.routes.ts';
import { createShortlistsService } from './shortlists.service.ts';
import { talentAttributesFrom } from './talent-attributes-port.ts';

export interface ShortlistsModuleDeps {
  platform: Platform;
  publicUrl: string;
  /** The posts module's photos column: entries are talent cards with their newest photos. */
  cardPhotos: CardPhotosColumn;
  /** The media module's resizer: the PDF sheet's portraits. */
  media: { resizer: Pick<MediaModule['resizer'], 'read'> };
  /** Attributes as the agency may see them: compare and exports. */
  profiles: { attributes: Pick<ProfilesModule['attributes'], 'sheetsOf'> };
}

/** Agencies' shortlists and exports; people are read through the visibility rule, so a block hides them at once. */
export function createShortlistsModule(deps: ShortlistsModuleDeps) {
  const { platform, publicUrl, cardPhotos } = deps;
  const service = createShortlistsService({
    db: platform.db,
    transactions: platform.transactions,
    publicUrl,
    cardPhotos,
    images: deps.media.resizer,
    attributes: talentAttributesFrom(deps.profiles.attributes.sheetsOf),
  });
  const routes: FastifyPluginAsync = async (api) => {
    await api.register(shortlistsRoutes, { prefix: '/shortlists', shortlists: service, limiter: platform.limiter });
  };
  return { service, routes, personalData: createShortlistsPersonalData(platform.db) };
}

export type ShortlistsModule = ReturnType<typeof createShortlistsModule>;
