import type { FastifyPluginAsync } from 'fastify';
import { opportunitiesEndpoints as endpoints } from '@vitrina/contract/endpoints/opportunities';
import { requireSession, route } from '../../../http/route.ts';
import type { Platform } from '../../../platform/platform.ts';
import { viewerOf } from '../../../sessions/session-plugin.ts';
import type { Mail } from '../../mail/mail-module.ts';
import type { OpportunityNoticesPort } from '../notices-port.ts';
import { createBoardSearches } from './board-searches.ts';
import { createFitsAlerts } from './fits-alerts.ts';

/** New opportunities told to talents: the fits alerts (their settings' choice) and the board searches' matcher. */
export function createOpportunityAlerts(deps: {
  platform: Platform;
  notices: OpportunityNoticesPort;
  mail: Mail;
  intervalMs: number;
}) {
  const { db, transactions, jobs } = deps.platform;
  const fits = createFitsAlerts({
    db,
    transactions,
    jobs,
    notices: deps.notices,
    ...deps.mail,
    intervalMs: deps.intervalMs,
  });
  const routes: FastifyPluginAsync = async (app) => {
    requireSession(app);
    route(app, endpoints.fitsAlerts, async (request) => fits.choice(viewerOf(request)));
    route(app, endpoints.setFitsAlerts, async (request) => fits.choose(viewerOf(request), request.body.frequency));
  };
  return { routes, fitsRound: fits.round, boardSearches: createBoardSearches(db) };
}
