import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config.ts';
import type { Platform } from '../../platform/platform.ts';
import type { ItemSources } from './applying/application-items.ts';
import { createApplying } from './applying/create-applying.ts';
import { createModeratedOpportunities } from './moderated-opportunities.ts';
import type { OpportunityNoticesPort } from './notices-port.ts';
import { createOpportunitiesPersonalData } from './personal-data.ts';
import { createPostings } from './postings/postings.ts';

export interface OpportunitiesModuleDeps {
  platform: Platform;
  config: Pick<Config, 'opportunityRoundIntervalMs'>;
  publicUrl: string;
  /** The posts module's files and the media module's videos and uploads a talent attaches to an application. */
  files: ItemSources;
  /** The notifications module's `opportunityNotices`. */
  notices: OpportunityNoticesPort;
}

/** Opportunities: postings and the board, applying and the closing round, the pipeline; each part a factory. */
export function createOpportunitiesModule(deps: OpportunitiesModuleDeps) {
  const { platform, notices, publicUrl } = deps;
  const applying = createApplying(deps);
  const postings = createPostings({ platform, notices, publicUrl, kickClosing: applying.kickClosing });
  const routes: FastifyPluginAsync = async (api) => {
    await api.register(postings.routes);
    await api.register(applying.routes);
  };
  return {
    routes,
    /** Outside /api: an opportunity's share page, with its preview card. */
    pages: postings.pages,
    postings,
    applying: applying.service,
    kickClosing: applying.kickClosing,
    /** What moderation copies of a reported one and how it removes one. */
    moderated: createModeratedOpportunities(platform.db, applying.kickClosing),
    personalData: createOpportunitiesPersonalData(platform.db),
  };
}

export type OpportunitiesModule = ReturnType<typeof createOpportunitiesModule>;
