import type { FastifyPluginAsync } from 'fastify';
import { latePort } from '../../platform/late-port.ts';
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
  /** The weekly summary: agencies' first messages to a minor, and their names. */
  messages: Pick<MessagesModule, 'firstContacts'>;
  profiles: Pick<ProfilesModule, 'directory'>;
}

/**
 * A minor's guardian (decision 0049): named at registration or later, asked by e-mail in her language,
 * able to consent, withdraw or close her account through the links of every e-mail; told weekly of agencies that
 * wrote to her; done at her 18th birthday. Consent itself is the accounts' column the visibility rule reads.
 */
export function createGuardiansModule(deps: GuardiansModuleDeps) {
  const { platform } = deps;
  const mail = createGuardianMail(deps.mail);
  // The close link cancels as leaving does; leaving stands on auth, which stands on this module.
  const cancellation = latePort<GuardiansServiceDeps['cancelAccount']>('guardian close link');
  const service = createGuardiansService({
    db: platform.db,
    transactions: platform.transactions,
    consent: deps.accounts.guardianConsent,
    mail,
    cancelAccount: (userId) => cancellation.get()(userId),
    log: platform.log,
  });
  const summaries = createGuardianSummaries({
    db: platform.db,
    firstContacts: deps.messages.firstContacts,
    directory: deps.profiles.directory,
    mail,
    log: platform.log,
    jobs: platform.jobs,
  });
  const adulthood = createGuardianAdulthood({ db: platform.db, mail, jobs: platform.jobs });
  const routes: FastifyPluginAsync = async (api) => {
    await api.register(guardiansRoutes, { guardians: service, limiter: platform.limiter });
  };
  /** app.ts plugs the leaving module's cancellation once it is built. */
  return { service, summaries, adulthood, routes, plugCancellation: cancellation.plug };
}

export type GuardiansModule = ReturnType<typeof createGuardiansModule>;
