import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config.ts';
import type { Platform } from '../../platform/platform.ts';
import type { ScoutingSearchService } from '../discovery/scouting-search.service.ts';
import type { Mail } from '../mail/mail-module.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { BoardSearchPort } from './board-search-port.ts';
import { createSavedSearchesPersonalData } from './personal-data.ts';
import { createSavedSearchAlerts } from './saved-search-alerts.ts';
import { savedSearchesRoutes, savedSearchUnsubscribeRoutes } from './saved-searches.routes.ts';
import { createSavedSearchesService } from './saved-searches.service.ts';

export interface SavedSearchesModuleDeps {
  platform: Platform;
  /** The discovery module's search: saved searches and their alerts match talents with it, and only it. */
  discovery: { scouting: Pick<ScoutingSearchService, 'matches'> };
  /** The opportunities module's board: talents' board searches and their alerts match with it, and only it. */
  board: BoardSearchPort;
  notifications: { service: Pick<NotificationsService, 'recordSearchMatch' | 'announceEntry'> };
  mail: Mail;
  /** `SAVED_SEARCH_ALERT_INTERVAL`: a daily search's period. */
  config: Pick<Config, 'savedSearchAlertIntervalMs'>;
}

/**
 * Saved searches: agencies keep a talent search's filters with a name, talents the board's, and are told, once per
 * period, of talents or opportunities new to them (a notification and an e-mail with a per-search unsubscribe link).
 */
export function createSavedSearchesModule({
  platform,
  discovery,
  board,
  notifications,
  mail,
  config,
}: SavedSearchesModuleDeps) {
  const intervalMs = config.savedSearchAlertIntervalMs;
  const { db, transactions, limiter, log } = platform;
  const scouting = discovery.scouting;
  const service = createSavedSearchesService({ db, transactions, scouting, board, intervalMs });
  const alerts = createSavedSearchAlerts({
    db,
    transactions,
    scouting,
    board,
    notifications: notifications.service,
    ...mail,
    intervalMs,
    log,
    jobs: platform.jobs,
  });
  const routes: FastifyPluginAsync = async (api) => {
    await api.register(savedSearchUnsubscribeRoutes, { savedSearches: service, limiter });
    await api.register(savedSearchesRoutes, { savedSearches: service, limiter });
  };
  return { service, alerts, routes, personalData: createSavedSearchesPersonalData(db) };
}

export type SavedSearchesModule = ReturnType<typeof createSavedSearchesModule>;
