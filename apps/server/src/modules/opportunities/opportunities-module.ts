import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config.ts';
import type { Platform } from '../../platform/platform.ts';
import type { ItemSources } from './applying/application-items.ts';
import { createApplying } from './applying/create-applying.ts';
import type { OpportunityNoticesPort } from './applying/notices-port.ts';
import { createModeratedOpportunities } from './moderated-opportunities.ts';
import { createOpportunitiesPersonalData } from './personal-data.ts';

export interface OpportunitiesModuleDeps {
  platform: Platform;
  config: Pick<Config, 'opportunityRoundIntervalMs'>;
  /** The posts module's files and the media module's videos and uploads a talent attaches to an application. */
  files: ItemSources;
  /** The notifications module's `opportunityNotices`. */
  notices: OpportunityNoticesPort;
}

/** Opportunities: postings, the board, applying, the pipeline; each part a factory composed here. */
export function createOpportunitiesModule(deps: OpportunitiesModuleDeps) {
  const applying = createApplying(deps);
  const routes: FastifyPluginAsync = async (api) => {
    await api.register(applying.routes);
  };
  return {
    routes,
    applying: applying.service,
    kickClosing: applying.kickClosing,
    /** What moderation copies of a reported one and how it removes one. */
    moderated: createModeratedOpportunities(deps.platform.db, applying.kickClosing),
    personalData: createOpportunitiesPersonalData(deps.platform.db),
  };
}

export type OpportunitiesModule = ReturnType<typeof createOpportunitiesModule>;
