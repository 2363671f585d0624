import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../../config.ts';
import type { Platform } from '../../../platform/platform.ts';
import { createClosingRound } from '../closing/closing-round.ts';
import type { ItemSources } from './application-items.ts';
import { applyingRoutes } from './applying.routes.ts';
import { createApplyingService } from './applying.service.ts';
import type { OpportunityNoticesPort } from '../notices-port.ts';

export interface ApplyingDeps {
  platform: Platform;
  config: Pick<Config, 'opportunityRoundIntervalMs'>;
  /** Her own post files, videos and uploads: what an application may carry (the posts and media modules'). */
  files: ItemSources;
  notices: OpportunityNoticesPort;
}

/** Applying (talents' applications) and the closing round that tells every applicant how it ended. */
export function createApplying(deps: ApplyingDeps) {
  const { db, transactions, jobs } = deps.platform;
  const service = createApplyingService({ db, transactions, ...deps.files });
  const closing = createClosingRound({
    transactions,
    jobs,
    notices: deps.notices,
    intervalMs: deps.config.opportunityRoundIntervalMs,
  });
  const routes: FastifyPluginAsync = async (api) => {
    await api.register(applyingRoutes, { applying: service });
  };
  /** Postings' close and cancel (and a moderator's removal) call it: the round runs now rather than next period. */
  const kickClosing = () => closing.kick();
  return { service, routes, kickClosing };
}

export type Applying = ReturnType<typeof createApplying>;
