import type { FastifyPluginAsync } from 'fastify';
import type { Platform } from '../../platform/platform.ts';
import type { SessionStore } from '../../sessions/session-store.ts';
import type { SessionTokens } from '../../sessions/session-tokens.ts';
import { createTokenIssuer, type SessionSubjects } from '../../sessions/token-issuer.ts';
import type { CategoriesModule } from '../categories/categories-module.ts';
import type { Mail } from '../mail/mail-module.ts';
import { createAccountsRepository } from './accounts.repository.ts';
import { usersRoutes } from './accounts.routes.ts';
import { createAccountsService, type GuardianOf } from './accounts.service.ts';
import { createNotificationRecipients } from './notification-preferences.ts';
import { guardianConsent } from './guardian-consent.ts';
import { createAccountPersonalData } from './personal-data.ts';
import type { SelfShare } from './self-counts.ts';
import { createUserAccounts } from './user-accounts.ts';
import { createUserRoles } from './user-roles.ts';
import { createSuspensionGate, type LiftExpiredSuspension } from './suspension-gate.ts';
import { createUserSuspensions } from './user-suspensions.ts';

export interface AccountsModuleDeps {
  platform: Platform;
  /** The signing of tokens and the sessions' rows: every token is signed for one. */
  sessions: { tokens: SessionTokens; store: SessionStore };
  categories: Pick<CategoriesModule, 'service'>;
  mail: Mail;
  /** The modules' shares of `users/self`, read when it is asked for (most are built after this one). */
  selfShares: () => readonly SelfShare[];
  /** The moderation module's lift of a suspension that has run out (built later: reached at run time). */
  liftExpiredSuspension: LiftExpiredSuspension;
  /** A minor's guardian as `users/self` shows it (the guardians module, built later: reached at run time). */
  guardianOf: GuardianOf;
}

/** The account's own data, and the ports auth, leaving, sessions and notifications use. */
export function createAccountsModule({
  platform,
  sessions,
  categories,
  mail,
  selfShares,
  liftExpiredSuspension,
  guardianOf,
}: AccountsModuleDeps) {
  const repository = createAccountsRepository(platform.db);
  const sessionSubjects: SessionSubjects = { findSessionSubject: (id) => repository.findSessionSubject(id) };
  const issueToken = createTokenIssuer(sessionSubjects, sessions.tokens, sessions.store);
  const service = createAccountsService({
    db: platform.db,
    transactions: platform.transactions,
    categories: categories.service,
    mailer: mail.mailer,
    issueToken,
    publicUrl: mail.publicUrl,
    log: platform.log,
    selfShares,
    guardianOf,
  });
  const routes: FastifyPluginAsync = async (api) => {
    await api.register(usersRoutes, { prefix: '/users', users: service, limiter: platform.limiter });
  };
  return {
    service,
    routes,
    accounts: createUserAccounts(platform.db, platform.transactions),
    roles: createUserRoles(platform.db),
    suspensions: createUserSuspensions(platform.db),
    suspensionGate: createSuspensionGate(liftExpiredSuspension),
    sessionSubjects,
    issueToken,
    recipients: createNotificationRecipients(platform.db),
    personalData: createAccountPersonalData(platform.db),
    guardianConsent,
  };
}

export type AccountsModule = ReturnType<typeof createAccountsModule>;
