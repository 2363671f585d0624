import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config.ts';
import type { Platform } from '../../platform/platform.ts';
import { createSessionEnding } from '../../sessions/session-ending.ts';
import type { SessionStore } from '../../sessions/session-store.ts';
import type { AccountsModule } from '../accounts/accounts-module.ts';
import type { GuardiansModule } from '../guardians/guardians-module.ts';
import type { Mail } from '../mail/mail-module.ts';
import { authRoutes } from './auth.routes.ts';
import { createAuthService } from './auth.service.ts';
import { emailChangeRoutes } from './email-change.routes.ts';
import { createEmailChangeService } from './email-change.service.ts';
import { createFacebookGraph } from './facebook-graph.ts';
import { facebookRoutes } from './facebook.routes.ts';
import { createFacebookService } from './facebook.service.ts';
import { createOneTimeTokensRepository } from './one-time-tokens.repository.ts';
import { createFactorKeys } from './factor-keys.ts';
import { createFactorRecoveryPort } from './factor-recovery-port.ts';
import { createFactorNotices } from './factor-notices.ts';
import { createPasskeysRepository } from './passkeys.repository.ts';
import { passkeysRoutes } from './passkeys.routes.ts';
import { createPasskeysService } from './passkeys.service.ts';
import { factorFactsOf } from '../accounts/user-factor-facts.ts';
import { factorRulesRoutes } from './factor-rules.routes.ts';
import { createFactorRules } from './factor-rules.service.ts';
import { createStepUpService } from './step-up.service.ts';
import { publicConfigRoutes } from './public-config.routes.ts';
import { createSecondFactorsRepository } from './second-factors.repository.ts';
import { secondFactorsRoutes } from './second-factors.routes.ts';
import { createSecondFactorsService } from './second-factors.service.ts';

export interface AuthModuleDeps {
  platform: Platform;
  /** The accounts module's ports: auth never reads the users tables. */
  accounts: Pick<AccountsModule, 'accounts' | 'issueToken' | 'suspensionGate' | 'roles' | 'factorFacts'>;
  mail: Mail;
  /** A minor names her guardian when she registers. */
  guardians: { service: Pick<GuardiansModule['service'], 'nameAtRegistration'> };
  /** Facebook login's app, when it is configured; the secret second factors' keys derive from; challenges' life. */
  config: Pick<Config, 'facebook' | 'jwtSecret' | 'challengeMs' | 'agencyFactorGraceMs'>;
  /** The sessions' rows: the settings list them with the factor that opened each; step-up renews them. */
  sessions: Pick<SessionStore, 'listLive' | 'markVerified'>;
  /** The second factors' clock (tests choose the authenticator's time step); the system's by default. */
  clock?: () => Date;
}

/** The auth module: registration, confirmation, login, recovery, credential changes, Facebook login if configured. */
export function createAuthModule(deps: AuthModuleDeps) {
  const { platform, mail } = deps;
  const { accounts: users, issueToken, suspensionGate } = deps.accounts;
  const oneTimeTokens = createOneTimeTokensRepository(platform.db);
  const mailing = { mailer: mail.mailer, publicUrl: mail.publicUrl, log: platform.log };
  const now = deps.clock ?? (() => new Date());
  const facts = deps.accounts.factorFacts;
  const factorRules = createFactorRules({
    facts,
    roles: deps.accounts.roles,
    graceMs: deps.config.agencyFactorGraceMs,
    now,
  });
  const factorsRepository = createSecondFactorsRepository(platform.db, platform.transactions);
  const passkeysRepository = createPasskeysRepository(platform.db, platform.transactions);
  const tell = createFactorNotices({
    users,
    ...mailing,
    remainingRecoveryCodes: factorsRepository.remainingRecoveryCodes,
  });
  const factorDeps = {
    ...{ keys: createFactorKeys(deps.config.jwtSecret), users, issueToken, tell },
    challengeMs: deps.config.challengeMs,
    now,
  };
  const secondFactors = createSecondFactorsService({
    ...factorDeps,
    repository: factorsRepository,
    passkeys: passkeysRepository,
    rules: factorRules,
  });
  const passkeys = createPasskeysService({
    ...{ ...factorDeps, ...mailing, suspensionGate },
    repository: passkeysRepository,
    challenges: secondFactors,
    rules: factorRules,
    totpOn: async (userId: number) => Boolean((await factorsRepository.findTotp(userId))?.confirmedAt),
  });
  const stepUp = createStepUpService({ secondFactors, passkeys, users, sessions: deps.sessions, now });
  const service = createAuthService({
    users,
    oneTimeTokens,
    issueToken,
    suspensionGate,
    guardians: deps.guardians.service,
    secondFactors,
    ...mailing,
  });
  const emailChange = createEmailChangeService({ users, oneTimeTokens, ...mailing });
  const facebookConfig = deps.config.facebook;
  const facebook = facebookConfig
    ? createFacebookService({
        ...{ graph: createFacebookGraph(facebookConfig), users, issueToken },
        ...{ suspensionGate, secondFactors },
      })
    : null;
  const limiter = platform.limiter;
  const routes: FastifyPluginAsync = async (api) => {
    await api.register(publicConfigRoutes, { facebookAppId: facebookConfig?.appId ?? null });
    await api.register(authRoutes, {
      prefix: '/users',
      auth: service,
      limiter,
      // Logging out ends sessions of the sessions layer.
      sessions: createSessionEnding(platform.transactions),
    });
    await api.register(emailChangeRoutes, { prefix: '/users', emailChange, limiter });
    await api.register(secondFactorsRoutes, { prefix: '/users', secondFactors, sessions: deps.sessions, limiter });
    await api.register(passkeysRoutes, { prefix: '/users', passkeys, limiter });
    await api.register(factorRulesRoutes, { prefix: '/users', stepUp, passkeys, facts, limiter });
    if (facebook) await api.register(facebookRoutes, { prefix: '/users', facebook, limiter });
  };
  const factorRecovery = createFactorRecoveryPort(platform.db, secondFactors);
  /** `users/self`'s word on factors for an account's row (plugged into the accounts module). */
  const factorsOf = async (user: { id: number } & Parameters<typeof factorFactsOf>[0]) =>
    factorRules.standing(factorFactsOf(user), await secondFactors.hasFactor(user.id));
  return { service, secondFactors, factorRecovery, factorRules, factorsOf, routes };
}

export type AuthModule = ReturnType<typeof createAuthModule>;
