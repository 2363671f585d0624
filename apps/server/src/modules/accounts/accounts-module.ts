import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Transactions } from '../../db/transaction.ts';
import type { RateLimiter } from '../../http/rate-limiter.ts';
import type { SessionStore } from '../../sessions/session-store.ts';
import type { SessionTokens } from '../../sessions/session-tokens.ts';
import { createTokenIssuer, type SessionSubjects } from '../../sessions/token-issuer.ts';
import type { FollowStats } from '../graph/follow-stats.ts';
import type { GraphService } from '../graph/graph.service.ts';
import type { CategoriesService } from '../categories/categories.service.ts';
import type { Mailer } from '../mail/mail.service.ts';
import { createUserAccounts } from './user-accounts.ts';
import { createNotificationRecipients } from './notification-preferences.ts';
import { createUserDirectory } from './user-directory.ts';
import { discoveryRoutes } from './discovery.routes.ts';
import { createDiscoveryService } from './discovery.service.ts';
import { createUsersRepository } from './users.repository.ts';
import { profilesRoutes } from './profiles.routes.ts';
import { createProfilesService } from './profiles.service.ts';
import { usersRoutes } from './users.routes.ts';
import { createUsersService, type UnreadMessages } from './users.service.ts';

export interface UsersModuleDeps {
  db: Db;
  transactions: Transactions;
  tokens: SessionTokens;
  /** The sessions' rows: every token is signed for one. */
  sessions: SessionStore;
  categories: CategoriesService;
  mailer: Mailer;
  limiter: RateLimiter;
  publicUrl: string;
  log: FastifyBaseLogger;
  followStats: Pick<FollowStats, 'countRecentFollowers'>;
  graph: GraphService;
  /** The messaging and notifications modules' unread counts, for `users/self`. */
  unreadMessages: UnreadMessages;
  unreadNotifications: UnreadMessages;
}

/**
 * The users module: the account's own data (self, type, onboarding, settings), people as others see
 * them (profiles, lists) and discovery (the explore lists and the search). Besides its service and
 * routes it offers narrow ports: `accounts` for the auth module, `sessionSubjects` for the session layer,
 * `issueToken` (tokens carry user data, so they are signed from here) and `directory` (author cards and
 * profile addresses) for the modules that show people.
 */
export function createUsersModule(deps: UsersModuleDeps) {
  const repository = createUsersRepository(deps.db);
  const sessionSubjects: SessionSubjects = { findSessionSubject: (id) => repository.findSessionSubject(id) };
  const issueToken = createTokenIssuer(sessionSubjects, deps.tokens, deps.sessions);
  const service = createUsersService({ ...deps, issueToken });
  const profiles = createProfilesService(deps);
  const routes: FastifyPluginAsync = async (api) => {
    await api.register(usersRoutes, { prefix: '/users', users: service, limiter: deps.limiter });
    await api.register(profilesRoutes, { prefix: '/users', profiles, limiter: deps.limiter });
    await api.register(discoveryRoutes, { discovery: createDiscoveryService(deps) });
  };
  return {
    service,
    profiles,
    routes,
    accounts: createUserAccounts(deps.db, deps.transactions),
    sessionSubjects,
    issueToken,
    directory: createUserDirectory(deps.db),
    notificationRecipients: createNotificationRecipients(deps.db),
  };
}

export type UsersModule = ReturnType<typeof createUsersModule>;
