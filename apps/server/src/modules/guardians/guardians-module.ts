import type { FastifyPluginAsync } from 'fastify';
import type { Platform } from '../../platform/platform.ts';
import type { AccountsModule } from '../accounts/accounts-module.ts';
import type { Mail } from '../mail/mail-module.ts';
import type { MessagesModule } from '../messages/messages-module.ts';
import type { ProfilesModule } from '../profiles/profiles-module.ts';
import { createGuardianAdulthood } from './guardian-adulthood.ts';
import { createGuardianMail } from './guardian-mail.ts';
import { createGuardianSummaries } from './guardian-summaries.ts';
import { guardiansRoutes } from './guardians.routes.ts';
import { createGuardiansService, type GuardiansServiceDeps } from './guardians.service.ts';

export interface GuardiansModuleDeps {
  platform: Platform;
  accounts: Pick<AccountsModule, 'guardianConsent'>;
  mail: Mail;
  /**
   * Built later, reached at run time: agencies' first messages to a minor and their names, and the leaving
   * module's cancellation for the guardian's close link.
   */
  later: () => {
    messages: Pick<MessagesModule, 'firstContacts'>;
    profiles: Pick<ProfilesModule, 'directory'>;
    leaving: { service: { cancelByGuardian: GuardiansServiceDeps['cancelAccount'] } };
  };
}

/**
 * A minor's guardian (issue 60, decision 0049): named at registration or later, asked by e-mail in her language,
 * able to consent, withdraw or close her account through the links of every e-mail; told weekly of agencies that
 * wrote to her; done at her 18th birthday. Consent itself is the accounts' column the visibility rule reads.
 */
export function createGuardiansModule(deps: GuardiansModuleDeps) {
  const { platform } = deps;
  const mail = createGuardianMail(deps.mail);
  const service = createGuardiansService({
    db: platform.db,
    transactions: platform.transactions,
    consent: deps.accounts.guardianConsent,
    mail,
    cancelAccount: (userId) => deps.later().leaving.service.cancelByGuardian(userId),
    log: platform.log,
  });
  const summaries = createGuardianSummaries({
    db: platform.db,
    firstContacts: {
      listFirstMessagesTo: (...args) => deps.later().messages.firstContacts.listFirstMessagesTo(...args),
    },
    directory: { listAuthors: (...args) => deps.later().profiles.directory.listAuthors(...args) },
    mail,
    log: platform.log,
    jobs: platform.jobs,
  });
  const adulthood = createGuardianAdulthood({ db: platform.db, mail, jobs: platform.jobs });
  const routes: FastifyPluginAsync = async (api) => {
    await api.register(guardiansRoutes, { guardians: service, limiter: platform.limiter });
  };
  return { service, summaries, adulthood, routes };
}

export type GuardiansModule = ReturnType<typeof createGuardiansModule>;
