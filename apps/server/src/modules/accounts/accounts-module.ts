import type { FastifyPluginAsync } from 'fastify';
import { latePort } from '../../platform/late-port.ts';
import type { Platform } from '../../platform/platform.ts';
import type { SessionStore } from '../../sessions/session-store.ts';
import type { SessionTokens } from '../../sessions/session-tokens.ts';
import { createTokenIssuer, type SessionSubjects } from '../../sessions/token-issuer.ts';
import type { CategoriesModule } from '../categories/categories-module.ts';
import type { Mail } from '../mail/mail-module.ts';
import { createAccountsRepository } from './accounts.repository.ts';
import { usersRoutes } from './accounts.routes.ts';
import { createAccountsService, type FactorsOf, type GuardianOf } from './accounts.service.ts';
import { createOnboardingService } from './onboarding.service.ts';
import { createSettingsService } from './settings.service.ts';
import { createNotificationRecipients } from './notification-preferences.ts';
import { guardianConsent } from './guardian-consent.ts';
import { createAccountPersonalData } from './personal-data.ts';
import type { SelfShare } from './self-counts.ts';
import { createUserAccounts } from './user-accounts.ts';
import { createUserFactorFacts } from './user-factor-facts.ts';
import { createUserRoles } from './user-roles.ts';
import { createSuspensionGate } from './suspension-gate.ts';
import { createUserSuspensions } from './user-suspensions.ts';

export interface AccountsModuleDeps {
  platform: Platform;
  /** The signing of tokens and the sessions' rows: every token is signed for one. */
  sessions: { tokens: SessionTokens; store: SessionStore };
  categories: Pick<CategoriesModule, 'service'>;
  mail: Mail;
}

/** What `users/self` shows from modules that stand on this one: their counts and a minor's guardian. */
export interface SelfPorts {
  shares: readonly SelfShare[];
  guardianOf: GuardianOf;
  factorsOf: FactorsOf;
}

/** The account's own data, and the ports auth, leaving, sessions and notifications use. */
export function createAccountsModule({ platform, sessions, categories, mail }: AccountsModuleDeps) {
  const self = latePort<SelfPorts>('users/self');
  const repository = createAccountsRepository(platform.db);
  const suspensions = createUserSuspensions(platform.db);
  const sessionSubjects: SessionSubjects = { findSessionSubject: (id) => repository.findSessionSubject(id) };
  const issueToken = createTokenIssuer(sessionSubjects, sessions.tokens, sessions.store);
  const service = createAccountsService({
    db: platform.db,
    selfShares: () => self.get().shares,
    guardianOf: (user) => self.get().guardianOf(user),
    factorsOf: (user) => self.get().factorsOf(user),
  });
  const onboarding = createOnboardingService({
    db: platform.db,
    transactions: platform.transactions,
    categories: categories.service,
    mailer: mail.mailer,
    issueToken,
    publicUrl: mail.publicUrl,
    log: platform.log,
  });
  const settings = createSettingsService({ db: platform.db, transactions: platform.transactions, issueToken });
  const routes: FastifyPluginAsync = async (api) => {
    await api.register(usersRoutes, {
      prefix: '/users',
      users: service,
      onboarding,
      settings,
      limiter: platform.limiter,
    });
  };
  return {
    service,
    routes,
    accounts: createUserAccounts(platform.db, platform.transactions),
    roles: createUserRoles(platform.db),
    factorFacts: createUserFactorFacts(platform.db),
    suspensions,
    suspensionGate: createSuspensionGate(platform.events, suspensions),
    sessionSubjects,
    issueToken,
    recipients: createNotificationRecipients(platform.db),
    personalData: createAccountPersonalData(platform.db),
    guardianConsent,
    /** app.ts plugs the shares of `users/self` once the modules that keep them are built. */
    plugSelf: self.plug,
  };
}

export type AccountsModule = ReturnType<typeof createAccountsModule>;
