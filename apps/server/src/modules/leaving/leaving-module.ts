import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config.ts';
import type { Platform } from '../../platform/platform.ts';
import type { AccountsModule } from '../accounts/accounts-module.ts';
import type { AuthModule } from '../auth/auth-module.ts';
import type { Mail } from '../mail/mail-module.ts';
import { createAccountDeletion, type AccountDeletionDeps } from './account-deletion.ts';
import { createDataExport, type DataExportDeps, type PersonalDataSource } from './data-export.ts';
import { createLeavingService, type ShiftCounters } from './leaving.service.ts';
import { leavingRoutes } from './leaving.routes.ts';

/** A module that holds a person's rows: its part of their data export, and its counters of them. */
export interface PersonalDataHolder {
  personalData: PersonalDataSource;
  shiftCountersOf?: ShiftCounters;
}

export interface LeavingModuleDeps {
  platform: Platform;
  accounts: Pick<AccountsModule, 'accounts' | 'issueToken' | 'suspensionGate'>;
  /** The modules a deletion and an export reach into: conversations, files, people's cards. */
  messages: { service: AccountDeletionDeps['messaging'] };
  media: { service: AccountDeletionDeps['media'] & DataExportDeps['media'] };
  profiles: { directory: DataExportDeps['directory'] };
  /** Every module's part of a person's data, in the export's order. */
  holders: readonly PersonalDataHolder[];
  mail: Mail;
  config: Pick<Config, 'accountDeletionGraceMs' | 'accountDeletionIntervalMs'>;
  /** A restore is a login: it asks the second factor as the login does. */
  auth: Pick<AuthModule, 'secondFactors'>;
}

/** Cancel, restore and delete accounts, and data exports; it owns no table but the exports' (decision 0009). */
export function createLeavingModule({ platform, accounts, holders, mail, config, auth, ...peers }: LeavingModuleDeps) {
  const { db, transactions, limiter, log } = platform;
  const mailing = { mailer: mail.mailer, publicUrl: mail.publicUrl, log };
  const service = createLeavingService({
    transactions,
    ...accounts,
    secondFactors: auth.secondFactors,
    counters: holders.flatMap((holder) => (holder.shiftCountersOf ? [holder.shiftCountersOf] : [])),
    gracePeriodMs: config.accountDeletionGraceMs,
    ...mailing,
  });
  const deletion = createAccountDeletion({
    transactions,
    accounts: accounts.accounts,
    messaging: peers.messages.service,
    media: peers.media.service,
    intervalMs: config.accountDeletionIntervalMs,
    log,
    jobs: platform.jobs,
  });
  const exports = createDataExport({
    db,
    accounts: accounts.accounts,
    directory: peers.profiles.directory,
    sources: holders.map((holder) => holder.personalData),
    media: peers.media.service,
    ...mailing,
    jobs: platform.jobs,
  });
  const routes: FastifyPluginAsync = async (api) => {
    await api.register(leavingRoutes, { prefix: '/users', leaving: service, exports, limiter });
  };
  return { service, deletion, exports, routes };
}

export type LeavingModule = ReturnType<typeof createLeavingModule>;
