import type { FastifyPluginAsync } from 'fastify';
import type { Platform } from '../../../platform/platform.ts';
import type { SelfTapeVideos } from '../../media/video/self-tape-videos.ts';
import type { CardPhotosColumn } from '../../profiles/card-photos-port.ts';
import type { ItemReader } from '../applying/item-reader.ts';
import { createSelfTapeReminders } from '../self-tapes/self-tape-reminders.ts';
import { createSelfTapesService } from '../self-tapes/self-tapes.service.ts';
import { hasAppliedTo } from './applicants-port.ts';
import type { ApplicantFiltersPort } from './filters-port.ts';
import type { OpportunityNoticesPort } from '../notices-port.ts';
import { pipelineRoutes } from './pipeline.routes.ts';
import { createPipelineService } from './pipeline.service.ts';

/** How often the self-tape reminder round looks (a tenth of it, see due-round.ts): about every six minutes. */
const REMINDER_PERIOD_MS = 60 * 60_000;

export interface PipelineDeps {
  platform: Pick<Platform, 'db' | 'transactions' | 'jobs'>;
  publicUrl: string;
  cardPhotos: CardPhotosColumn;
  filters: ApplicantFiltersPort;
  notices: OpportunityNoticesPort;
  videos: Pick<SelfTapeVideos, 'create' | 'viewsOf' | 'discard'>;
  items: ItemReader;
}

/** The agency's side of opportunities: the pipeline, notes, filings, exports and self-tapes (with their reminder). */
export function createPipeline(deps: PipelineDeps) {
  const { db, transactions, jobs } = deps.platform;
  const selfTapes = createSelfTapesService({ db, transactions, videos: deps.videos, notices: deps.notices });
  const pipeline = createPipelineService({
    db,
    transactions,
    cardPhotos: deps.cardPhotos,
    filters: deps.filters,
    notices: deps.notices,
    selfTapes,
    items: deps.items,
    publicUrl: deps.publicUrl,
  });
  const reminders = createSelfTapeReminders({
    jobs,
    transactions,
    notices: deps.notices,
    intervalMs: REMINDER_PERIOD_MS,
  });
  const routes: FastifyPluginAsync = async (api) => {
    await api.register(pipelineRoutes, { pipeline, selfTapes });
  };
  return { routes, pipeline, selfTapes, reminders, hasAppliedTo };
}

export type PipelinePart = ReturnType<typeof createPipeline>;
