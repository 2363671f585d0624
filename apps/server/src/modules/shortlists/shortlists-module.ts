import type { FastifyPluginAsync } from 'fastify';
import type { Platform } from '../../platform/platform.ts';
import type { CardPhotosColumn } from '../profiles/card-photos-port.ts';
import type { CompCardImages } from '../profiles/comp-card-port.ts';
import { createShortlistsPersonalData } from './personal-data.ts';
import { shortlistsRoutes } from './shortlists.routes.ts';
import { createShortlistsService } from './shortlists.service.ts';
import type { TalentAttributesPort } from './talent-attributes-port.ts';

export interface ShortlistsModuleDeps {
  platform: Platform;
  publicUrl: string;
  /** The posts module's photos column: entries are talent cards with their newest photos. */
  cardPhotos: CardPhotosColumn;
  /** The media module's resizer: the PDF sheet's portraits. */
  images: CompCardImages;
  /** Attributes as the agency may see them (issue 27, item 1): compare and exports. */
  attributes: TalentAttributesPort;
}

/**
 * Shortlists (issue 27, item 5): agencies' named lists of talents with private notes and tags, the
 * side-by-side comparison, and the CSV and PDF exports. Lists read people through the one visibility rule, so
 * a block, a cancellation or a suspension takes a person out of every list until it is undone.
 */
export function createShortlistsModule(deps: ShortlistsModuleDeps) {
  const { platform, ...rest } = deps;
  const service = createShortlistsService({ db: platform.db, transactions: platform.transactions, ...rest });
  const routes: FastifyPluginAsync = async (api) => {
    await api.register(shortlistsRoutes, { prefix: '/shortlists', shortlists: service, limiter: platform.limiter });
  };
  return { service, routes, personalData: createShortlistsPersonalData(platform.db) };
}

export type ShortlistsModule = ReturnType<typeof createShortlistsModule>;
