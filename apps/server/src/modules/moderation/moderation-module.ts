import type { FastifyPluginAsync } from 'fastify';
import type { Platform } from '../../platform/platform.ts';
import type { UserRoles } from '../accounts/user-roles.ts';
import type { UserSuspensions } from '../accounts/user-suspensions.ts';
import type { GraphService } from '../graph/graph.service.ts';
import type { Mail } from '../mail/mail-module.ts';
import type { UserDirectory } from '../profiles/user-directory.ts';
import { createMinorReportAlert } from './minor-report-alert.ts';
import { moderationRoutes } from './moderation.routes.ts';
import { createModerationService } from './moderation.service.ts';
import { suspensionsRoutes } from './suspensions.routes.ts';
import { createSuspensions, type ShiftCounters } from './suspensions.service.ts';
import { agencyVerificationRoutes, verificationReviewRoutes } from './verification.routes.ts';
import { createVerification } from './verification.service.ts';

export interface ModerationModuleDeps {
  platform: Pick<Platform, 'db' | 'transactions' | 'log'>;
  accounts: { roles: UserRoles; suspensions: UserSuspensions };
  graph: { service: Pick<GraphService, 'listReports' | 'closeReports'> };
  profiles: { directory: Pick<UserDirectory, 'listAuthors'> };
  /** The counters a cancellation moves: a suspension moves the same ones (decision 0026). */
  counters: readonly ShiftCounters[];
  mail: Mail;
  /** How often run-out suspensions are lifted. */
  suspensionExpiryMs: number;
}

/**
 * The moderation module (issue 28): roles' use, the queue of reported people, its actions (suspensions among
 * them), agency verification and the append-only audit log. Its calls are hidden from the public API document
 * and answer 404 to anyone without a role.
 */
export function createModerationModule({ platform, accounts, graph, profiles, ...deps }: ModerationModuleDeps) {
  const { db, transactions, log } = platform;
  const directory = profiles.directory;
  const service = createModerationService({ db, transactions, roles: accounts.roles, graph: graph.service, directory });
  const suspensions = createSuspensions({
    transactions,
    suspensions: accounts.suspensions,
    directory,
    counters: deps.counters,
    log,
    intervalMs: deps.suspensionExpiryMs,
  });
  const verification = createVerification({ db, transactions, suspensions: accounts.suspensions, directory });
  /** The port the creation of a report in the `minor_safety` category calls (after its commit). */
  const notifyAdminsOfMinorReport = createMinorReportAlert({
    accounts: accounts.suspensions,
    mailer: deps.mail.mailer,
    publicUrl: deps.mail.publicUrl,
    log,
  });
  const routes: FastifyPluginAsync = async (api) => {
    await api.register(moderationRoutes, { moderation: service });
    await api.register(suspensionsRoutes, { moderation: service, suspensions });
    await api.register(verificationReviewRoutes, { moderation: service, verification });
    await api.register(agencyVerificationRoutes, { verification });
  };
  return { service, suspensions, verification, notifyAdminsOfMinorReport, jobs: [suspensions.expiry], routes };
}

export type ModerationModule = ReturnType<typeof createModerationModule>;
