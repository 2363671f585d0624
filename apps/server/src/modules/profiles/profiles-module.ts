import type { FastifyPluginAsync } from 'fastify';
import type { Platform } from '../../platform/platform.ts';
import type { CategoriesModule } from '../categories/categories-module.ts';
import type { GraphModule } from '../graph/graph-module.ts';
import type { CardPhotosColumn } from './card-photos-port.ts';
import type { CompCardImages } from './comp-card-port.ts';
import { attributesRoutes, fieldTableRoutes } from './attributes.routes.ts';
import { createAttributesService } from './attributes.service.ts';
import { createAttributesRepository } from './attributes.repository.ts';
import { createSheetPersonalData } from './sheet-personal-data.ts';
import { compCardRoutes, publicCompCardRoutes } from './comp-card.routes.ts';
import { createCompCardService } from './comp-card.service.ts';
import { profilesRoutes } from './profiles.routes.ts';
import { createProfilesService } from './profiles.service.ts';
import { publicPagesRoutes } from './public-pages.routes.ts';
import { createPublicProfilesService } from './public-profiles.service.ts';
import type { PublicPagePorts } from './public-work-port.ts';
import { createUserDirectory } from './user-directory.ts';

export interface ProfilesModuleDeps {
  platform: Platform;
  /** config.publicUrl: the address a profile's QR code opens. */
  publicUrl: string;
  categories: Pick<CategoriesModule, 'service'>;
  /** The graph's writes: follow, block and report are HTTP calls here over them. */
  graph: Pick<GraphModule, 'service'>;
  /** The posts module's photos column, declared here (posts stands on profiles, so it comes through app.ts). */
  cardPhotos: CardPhotosColumn;
  /** The media module's resizer: the comp card's photos, as /resize serves them. */
  images: CompCardImages;
  /** The public page's work and card photo, from the posts and media modules (late-bound in app.ts). */
  publicPages: PublicPagePorts;
}

/** People as others see them; `directory` is every module's read port for people, `pages` the public profiles. */
export function createProfilesModule({
  platform,
  publicUrl,
  categories,
  graph,
  cardPhotos,
  images,
  publicPages,
}: ProfilesModuleDeps) {
  const service = createProfilesService({
    db: platform.db,
    transactions: platform.transactions,
    publicUrl,
    categories: categories.service,
    graph: graph.service,
    cardPhotos,
  });
  const compCards = createCompCardService({
    db: platform.db,
    publicUrl,
    categories: categories.service,
    cardPhotos,
    images,
  });
  const attributes = createAttributesService({ db: platform.db, transactions: platform.transactions });
  const routes: FastifyPluginAsync = async (api) => {
    await api.register(fieldTableRoutes, { attributes });
    await api.register(attributesRoutes, { attributes, limiter: platform.limiter });
    await api.register(profilesRoutes, { prefix: '/users', profiles: service, limiter: platform.limiter });
    await api.register(compCardRoutes, { prefix: '/users', compCards, limiter: platform.limiter });
    await api.register(publicCompCardRoutes, { prefix: '/comp-cards', compCards, limiter: platform.limiter });
  };
  const publicProfiles = createPublicProfilesService({
    db: platform.db,
    publicUrl,
    categories: categories.service,
    ports: publicPages,
    registry: platform.caches,
  });
  const pages: FastifyPluginAsync = async (app) => {
    await app.register(publicPagesRoutes, { pages: publicProfiles, limiter: platform.limiter });
  };
  return {
    service,
    routes,
    pages,
    directory: createUserDirectory(platform.db),
    personalData: createSheetPersonalData(platform.db),
    /** Issue 27: the visible sheets of a list of people (shortlists' compare and export read them). */
    attributes: { sheetsOf: attributes.sheetsOf },
    /** The availability reminder's port (the notifications module runs the round). */
    availability: (({ dueReminders, markReminded }) => ({ dueReminders, markReminded }))(
      createAttributesRepository(platform.db),
    ),
  };
}

export type ProfilesModule = ReturnType<typeof createProfilesModule>;
