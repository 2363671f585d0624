import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { RateLimiter } from '../../http/rate-limiter.ts';
import type { SessionEnding } from '../../sessions/session-ending.ts';
import type { IssueToken } from '../../sessions/token-issuer.ts';
import type { Mailer } from '../mail/mail.service.ts';
import type { UserAccounts } from '../users/user-accounts.ts';
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
  db: Db;
  /** The users module's port: auth never reads the users tables. */
  accounts: UserAccounts;
  issueToken: IssueToken;
  /** Logging out: ends sessions of the sessions layer. */
  sessions: SessionEnding;
  mailer: Mailer;
  limiter: RateLimiter;
  facebook: Config['facebook'];
  publicUrl: string;
  log: FastifyBaseLogger;
}

/**
 * The auth module: identity and credentials (registration, confirmation, login, recovery, password
 * changes, e-mail address changes) and Facebook login when it is configured (its calls answer 404 otherwise).
 */
export function createAuthModule(deps: AuthModuleDeps) {
  const oneTimeTokens = createOneTimeTokensRepository(deps.db);
  const service = createAuthService({
    users: deps.accounts,
    oneTimeTokens,
    mailer: deps.mailer,
    issueToken: deps.issueToken,
    publicUrl: deps.publicUrl,
    log: deps.log,
  });
  const emailChange = createEmailChangeService({
    users: deps.accounts,
    oneTimeTokens,
    mailer: deps.mailer,
    publicUrl: deps.publicUrl,
    log: deps.log,
  });
  const facebook = deps.facebook
    ? createFacebookService({
        graph: createFacebookGraph(deps.facebook),
        users: deps.accounts,
        issueToken: deps.issueToken,
      })
    : null;
  const routes: FastifyPluginAsync = async (api) => {
    await api.register(publicConfigRoutes, { facebookAppId: deps.facebook?.appId ?? null });
    await api.register(authRoutes, {
      prefix: '/users',
      auth: service,
      limiter: deps.limiter,
      sessions: deps.sessions,
    });
    await api.register(emailChangeRoutes, { prefix: '/users', emailChange, limiter: deps.limiter });
    if (facebook) await api.register(facebookRoutes, { prefix: '/users', facebook, limiter: deps.limiter });
  };
  return { service, routes };
}
