import type { FastifyPluginAsync } from 'fastify';
import type { Platform } from '../../platform/platform.ts';
import type { ScoutingSearchService } from '../discovery/scouting-search.service.ts';
import type { MediaModule } from '../media/media-module.ts';
import type { CardPhotosColumn } from '../profiles/card-photos-port.ts';
import type { OpportunityNoticesPort } from './pipeline/notices-port.ts';
import { createPipeline } from './pipeline/pipeline.ts';

export interface OpportunitiesModuleDeps {
  platform: Platform;
  publicUrl: string;
  /** The posts module's photos column: applicants are talent cards. */
  cardPhotos: CardPhotosColumn;
  /** The discovery module's scouting filters: the pipeline filters applicants as the search does. */
  discovery: { scouting: Pick<ScoutingSearchService, 'filterFor'> };
  /** Self-tapes are videos of the media module that are never posts. */
  media: Pick<MediaModule, 'selfTapes'>;
  /** The notifications module's `opportunityNotices`. */
  notices: OpportunityNoticesPort;
}

/** Opportunities: agencies' casting calls, talents' applications, the pipeline and self-tapes. */
export function createOpportunitiesModule(deps: OpportunitiesModuleDeps) {
  const pipeline = createPipeline({
    platform: deps.platform,
    publicUrl: deps.publicUrl,
    cardPhotos: deps.cardPhotos,
    filters: deps.discovery.scouting,
    notices: deps.notices,
    videos: deps.media.selfTapes,
  });
  const routes: FastifyPluginAsync = async (api) => {
    await api.register(pipeline.routes);
  };
  return {
    routes,
    pipeline,
    /** The agency's notes and filings in its data export. */
    personalData: pipeline.personalData,
    /** The messages module's question (app.ts plugs it): an applicant's first message skips requests. */
    applicants: { hasAppliedTo: pipeline.hasAppliedTo },
  };
}

export type OpportunitiesModule = ReturnType<typeof createOpportunitiesModule>;
