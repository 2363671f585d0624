import type { FastifyPluginAsync } from 'fastify';
import type { Platform } from '../../platform/platform.ts';
import { latePort } from '../../platform/late-port.ts';
import type { CategoriesModule } from '../categories/categories-module.ts';
import type { GraphModule } from '../graph/graph-module.ts';
import type { CardPhotosColumn } from './card-photos-port.ts';
import { attributesRoutes, fieldTableRoutes } from './attributes.routes.ts';
import { createAttributesService, type SheetWritten } from './attributes.service.ts';
import { createAttributesRepository } from './attributes.repository.ts';
import { createSheetPersonalData } from './sheet-personal-data.ts';
import { profilesRoutes } from './profiles.routes.ts';
import { createProfilesService } from './profiles.service.ts';
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
}

/** People as others see them: the profile API; `directory` is every module's read port for people. */
export function createProfilesModule({ platform, publicUrl, categories, graph, cardPhotos }: ProfilesModuleDeps) {
  const service = createProfilesService({
    db: platform.db,
    transactions: platform.transactions,
    publicUrl,
    categories: categories.service,
    graph: graph.service,
    cardPhotos,
  });
  const sheetWritten = latePort<SheetWritten>('profiles sheet written');
  const attributes = createAttributesService({
    db: platform.db,
    transactions: platform.transactions,
    sheetWritten: (db, talentId) => sheetWritten.get()(db, talentId),
  });
  const routes: FastifyPluginAsync = async (api) => {
    await api.register(fieldTableRoutes, { attributes });
    await api.register(attributesRoutes, { attributes, limiter: platform.limiter });
    await api.register(profilesRoutes, { prefix: '/users', profiles: service, limiter: platform.limiter });
  };
  return {
    service,
    routes,
    directory: createUserDirectory(platform.db),
    personalData: createSheetPersonalData(platform.db),
    /** The visible sheets of a list of people (shortlists' compare and export read them). */
    attributes: { sheetsOf: attributes.sheetsOf },
    /** app.ts plugs who follows a talent's sheet writes (the opportunities module's fits). */
    plugSheetWritten: sheetWritten.plug,
    /** The availability reminder's port (the notifications module runs the round). */
    availability: (({ dueReminders, markReminded }) => ({ dueReminders, markReminded }))(
      createAttributesRepository(platform.db),
    ),
  };
}

export type ProfilesModule = ReturnType<typeof createProfilesModule>;
