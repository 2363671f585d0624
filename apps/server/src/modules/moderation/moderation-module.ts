import type { FastifyPluginAsync } from 'fastify';
import type { Platform } from '../../platform/platform.ts';
import type { UserAccounts } from '../accounts/user-accounts.ts';
import type { UserRoles } from '../accounts/user-roles.ts';
import type { FactorRecoveryPort } from '../auth/factor-recovery-port.ts';
import type { UserSuspensions } from '../accounts/user-suspensions.ts';
import type { Mail } from '../mail/mail-module.ts';
import type { ModeratedMessages } from '../messages/moderated-messages.ts';
import type { ModeratedContent } from '../posts/moderated-content.ts';
import type { UserDirectory } from '../profiles/user-directory.ts';
import { createCaseActions } from './case-actions.ts';
import { factorRemovalOwnerRoutes, factorRemovalReviewRoutes } from './factor-removals.routes.ts';
import { createFactorRemovals } from './factor-removals.service.ts';
import { createMinorReportAlerts } from './minor-report-alerts.ts';
import type { ModeratedOpportunities } from './opportunities-port.ts';
import { moderationRoutes } from './moderation.routes.ts';
import { createModerationService } from './moderation.service.ts';
import { createNoticesService } from './notices.service.ts';
import { reportsRoutes } from './reports.routes.ts';
import { createReportsService } from './reports.service.ts';
import { suspensionsRoutes } from './suspensions.routes.ts';
import { createSuspensions, type ShiftCounters } from './suspensions.service.ts';
import { agencyVerificationRoutes, verificationReviewRoutes } from './verification.routes.ts';
import { createVerification } from './verification.service.ts';

export interface ModerationModuleDeps {
  platform: Pick<Platform, 'db' | 'transactions' | 'events' | 'limiter' | 'log' | 'jobs'>;
  accounts: { roles: UserRoles; suspensions: UserSuspensions; accounts: Pick<UserAccounts, 'findById'> };
  /** Auth's side of an admin's removal of lost factors: the challenge, the cancel links, the removal. */
  auth: { factorRecovery: FactorRecoveryPort };
  /** The removal's clock (tests); the system's by default. */
  clock?: () => Date;
  profiles: { directory: Pick<UserDirectory, 'listAuthors'> };
  /** Posts and comments: what a report copies and a removal hides. */
  posts: { moderated: ModeratedContent };
  /** Messages: the same for a message. */
  messages: { moderated: ModeratedMessages };
  /** Opportunities: the same for an opportunity (its removal tells its applicants). */
  opportunities: { moderated: ModeratedOpportunities };
  /** The modules whose counters a cancellation moves: a suspension moves the same ones (decision 0025). */
  holders: readonly object[];
  mail: Mail;
  /** Whether an account has a second factor: a role needs one, and its calls answer 404 without (decision 0052). */
  factors: { hasFactor(userId: number): Promise<boolean> };
  /** How often run-out suspensions are lifted (every minute unless said). */
  suspensionExpiryMs?: number;
}

/** The moderation module: reports, cases, notices, verification, audit log; the tool answers 404 without a role. */
export function createModerationModule({
  platform,
  accounts,
  profiles,
  posts,
  messages,
  opportunities,
  ...deps
}: ModerationModuleDeps) {
  const { db, transactions, limiter, log } = platform;
  const directory = profiles.directory;
  const service = createModerationService({ db, transactions, roles: accounts.roles, directory, ...deps });
  const minorAlerts = createMinorReportAlerts({
    db,
    accounts: accounts.suspensions,
    mailer: deps.mail.mailer,
    publicUrl: deps.mail.publicUrl,
    log,
    jobs: platform.jobs,
  });
  const reports = createReportsService({
    db,
    transactions,
    directory,
    content: posts.moderated,
    messages: messages.moderated,
    opportunities: opportunities.moderated,
    minorAlerts,
  });
  const notices = createNoticesService({ db, transactions });
  const suspensions = createSuspensions({
    transactions,
    suspensions: accounts.suspensions,
    directory,
    counters: deps.holders.flatMap((holder) =>
      'shiftCountersOf' in holder ? [holder.shiftCountersOf as ShiftCounters] : [],
    ),
    log,
    jobs: platform.jobs,
    intervalMs: deps.suspensionExpiryMs ?? 60_000,
  });
  // The login's door found a suspension that has run out: lifted before the person is let in.
  platform.events.subscribe('user.suspension_ran_out', ({ userId }) => suspensions.liftExpired(userId));
  const actions = createCaseActions({
    db,
    transactions,
    content: posts.moderated,
    messages: messages.moderated,
    opportunities: opportunities.moderated,
    suspensions,
  });
  const verification = createVerification({ db, transactions, suspensions: accounts.suspensions, directory });
  const removals = createFactorRemovals({
    ...{ db, transactions, jobs: platform.jobs, log, directory },
    ...{ factors: deps.auth.factorRecovery, accounts: accounts.accounts },
    ...{ mailer: deps.mail.mailer, publicUrl: deps.mail.publicUrl },
    ...(deps.clock ? { now: deps.clock } : {}),
  });
  const routes: FastifyPluginAsync = async (api) => {
    await api.register(reportsRoutes, { reports, notices, limiter });
    await api.register(moderationRoutes, { moderation: service, actions });
    await api.register(suspensionsRoutes, { moderation: service, suspensions });
    await api.register(verificationReviewRoutes, { moderation: service, verification });
    await api.register(agencyVerificationRoutes, { verification });
    await api.register(factorRemovalReviewRoutes, { moderation: service, removals });
    await api.register(factorRemovalOwnerRoutes, { removals, limiter });
  };
  return { service, actions, reports, suspensions, verification, minorReportAlerts: minorAlerts.job, routes };
}

export type ModerationModule = ReturnType<typeof createModerationModule>;
