import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config.ts';
import type { Platform } from '../../platform/platform.ts';
import { createSessionEnding } from '../../sessions/session-ending.ts';
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
import { publicConfigRoutes } from './public-config.routes.ts';

export interface AuthModuleDeps {
  platform: Platform;
  /** The accounts module's ports: auth never reads the users tables. */
  accounts: Pick<AccountsModule, 'accounts' | 'issueToken' | 'suspensionGate'>;
  mail: Mail;
  /** A minor names her guardian when she registers. */
  guardians: { service: Pick<GuardiansModule['service'], 'nameAtRegistration'> };
  /** Facebook login's app, when it is configured. */
  config: Pick<Config, 'facebook'>;
}

/** The auth module: registration, confirmation, login, recovery, credential changes, Facebook login if configured. */
export function createAuthModule(deps: AuthModuleDeps) {
  const { platform, mail } = deps;
  const { accounts: users, issueToken, suspensionGate } = deps.accounts;
  const oneTimeTokens = createOneTimeTokensRepository(platform.db);
  const mailing = { mailer: mail.mailer, publicUrl: mail.publicUrl, log: platform.log };
  const service = createAuthService({
    users,
    oneTimeTokens,
    issueToken,
    suspensionGate,
    guardians: deps.guardians.service,
    ...mailing,
  });
  const emailChange = createEmailChangeService({ users, oneTimeTokens, ...mailing });
  const facebookConfig = deps.config.facebook;
  const facebook = facebookConfig
    ? createFacebookService({ graph: createFacebookGraph(facebookConfig), users, issueToken, suspensionGate })
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
    if (facebook) await api.register(facebookRoutes, { prefix: '/users', facebook, limiter });
  };
  return { service, routes };
}
