import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { createTransactions, type Transactions } from '../db/transaction.ts';
import { createEventBus, type EventBus } from '../events/event-bus.ts';
import { registerRateLimiter, type RateLimiter } from '../http/rate-limiter.ts';

/** The process-wide machinery every module may use: the database, units of work, events, limits and the log. */
export interface Platform {
  db: Db;
  transactions: Transactions;
  events: EventBus;
  limiter: RateLimiter;
  log: FastifyBaseLogger;
}

/** One bus of domain events, units of work that publish to it after commit, and the abuse limits. */
export async function createPlatform(
  server: FastifyInstance,
  db: Db,
  config: Pick<Config, 'rateLimits' | 'redisUrl' | 'redisPrefix'>,
): Promise<Platform> {
  const events = createEventBus(server.log);
  const transactions = createTransactions(db, events, server.log);
  const limiter = await registerRateLimiter(server, {
    enabled: config.rateLimits,
    redisUrl: config.redisUrl,
    redisPrefix: config.redisPrefix,
  });
  return { db, transactions, events, limiter, log: server.log };
}
