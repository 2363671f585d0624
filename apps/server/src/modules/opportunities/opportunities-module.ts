import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Platform } from '../../platform/platform.ts';
import type { ScoutingSearchService } from '../discovery/scouting-search.service.ts';
import type { Mail } from '../mail/mail-module.ts';
import type { MediaModule } from '../media/media-module.ts';
import type { CardPhotosColumn } from '../profiles/card-photos-port.ts';
import { createOpportunityAlerts } from './alerts/alerts.ts';
import type { ItemSources } from './applying/application-items.ts';
import { createApplying } from './applying/create-applying.ts';
import { createItemReader } from './applying/item-reader.ts';
import { createModeratedOpportunities } from './moderated-opportunities.ts';
import type { OpportunityNoticesPort } from './notices-port.ts';
import { createOpportunitiesPersonalData } from './personal-data.ts';
import { createPipeline } from './pipeline/pipeline.ts';
import { createPostings } from './postings/postings.ts';
import { createRoleFitsRepository } from './role-fits.repository.ts';

export interface OpportunitiesModuleDeps {
  platform: Platform;
  /** `SAVED_SEARCH_ALERT_INTERVAL` is the fits alerts' day too. */
  config: Pick<Config, 'opportunityRoundIntervalMs' | 'savedSearchAlertIntervalMs'>;
  mail: Mail;
  publicUrl: string;
  /** The posts module's files and the media module's videos and uploads a talent attaches to an application. */
  files: ItemSources;
  /** The posts module's photos column: applicants are talent cards. */
  cardPhotos: CardPhotosColumn;
  /** The discovery module's scouting filters: the pipeline filters applicants as the search does. */
  discovery: { scouting: Pick<ScoutingSearchService, 'filterFor'> };
  /** Self-tapes are videos of the media module that are never posts. */
  media: Pick<MediaModule, 'selfTapes'>;
  /** The notifications module's `opportunityNotices`. */
  notices: OpportunityNoticesPort;
}

/** Opportunities: postings and the board, applying and the closing round, the pipeline and self-tapes, alerts. */
export function createOpportunitiesModule(deps: OpportunitiesModuleDeps) {
  const { platform, notices, publicUrl } = deps;
  const applying = createApplying(deps);
  const postings = createPostings({ platform, notices, publicUrl, kickClosing: applying.kickClosing });
  const pipeline = createPipeline({
    ...{ platform, publicUrl, cardPhotos: deps.cardPhotos, notices },
    ...{ filters: deps.discovery.scouting, videos: deps.media.selfTapes },
    items: createItemReader(deps.files.ownFiles.urlOf),
  });
  const intervalMs = deps.config.savedSearchAlertIntervalMs;
  const alerts = createOpportunityAlerts({ platform, notices, mail: deps.mail, intervalMs });
  const routes: FastifyPluginAsync = async (api) => {
    await api.register(alerts.routes, { prefix: '/opportunities' });
    await api.register(postings.routes);
    await api.register(applying.routes);
    await api.register(pipeline.routes);
  };
  return {
    routes,
    /** Outside /api: an opportunity's share page, with its preview card. */
    pages: postings.pages,
    postings,
    pipeline,
    applying: applying.service,
    kickClosing: applying.kickClosing,
    /** What moderation copies of a reported one and how it removes one. */
    moderated: createModeratedOpportunities(platform.db, applying.kickClosing),
    /** Applications, opportunities, pipelines and notes in each side's data export. */
    personalData: createOpportunitiesPersonalData(platform.db),
    /** The profiles module's sheet writes: her fits follow, in the writing transaction. */
    sheetWritten: (db: Db, talentId: number) => createRoleFitsRepository(db).refreshTalent(talentId),
    /** The messages module's question (app.ts plugs it): an applicant's first message skips requests. */
    applicants: { hasAppliedTo: pipeline.hasAppliedTo },
    /** The saved-searches module's port: talents' board searches match with the board's filters. */
    boardSearches: alerts.boardSearches,
  };
}

export type OpportunitiesModule = ReturnType<typeof createOpportunitiesModule>;
