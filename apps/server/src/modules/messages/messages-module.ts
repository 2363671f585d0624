import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Transactions } from '../../db/transaction.ts';
import type { RateLimiter } from '../../http/rate-limiter.ts';
import type { Realtime } from '../../realtime/realtime-server.ts';
import type { UserDirectory } from '../users/user-directory.ts';
import { messageNotificationsRoutes } from './message-notifications.routes.ts';
import { messagingRoutes } from './messaging.routes.ts';
import { createMessagingService } from './messaging.service.ts';
import { registerMessagingSocket } from './messaging.socket.ts';

export interface MessagingModuleDeps {
  db: Db;
  transactions: Transactions;
  directory: Pick<UserDirectory, 'listAuthors' | 'findByProfileUrl'>;
  limiter: RateLimiter;
  realtime: Pick<Realtime, 'handle' | 'toUser'>;
}

/**
 * The messaging module: conversations and their messages, over HTTP and the socket's `add-message`. It
 * owns the conversations and messages tables, reads people through the users directory and blocks through
 * the visibility rule, and announces `message.sent`.
 */
export function createMessagingModule(deps: MessagingModuleDeps) {
  const service = createMessagingService(deps);
  registerMessagingSocket(deps.realtime, { messaging: service, limiter: deps.limiter });
  const routes: FastifyPluginAsync = async (api) => {
    await api.register(messagingRoutes, { messaging: service, limiter: deps.limiter });
    await api.register(messageNotificationsRoutes, { messaging: service });
  };
  return { service, routes };
}

export type MessagingModule = ReturnType<typeof createMessagingModule>;
