import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { createTransactions, type Transactions } from '../db/transaction.ts';
import { createEventBus, type EventBus } from '../events/event-bus.ts';
import { registerRateLimiter, type RateLimiter } from '../http/rate-limiter.ts';
import { createJobRunner, type JobRunner } from '../jobs/job-runner.ts';
import { backgroundOf, type Background } from './background.ts';
import { keptCaches, type KeptRegistry } from './kept-registry.ts';

/** The process-wide machinery every module may use: the database, units of work, events, limits and the log. */
export interface Platform {
  db: Db;
  /** The lists' page statements (generic plans on PostgreSQL, decision 0001); `db` on PGlite. */
  lists: Db;
  transactions: Transactions;
  events: EventBus;
  limiter: RateLimiter;
  log: FastifyBaseLogger;
  /** The process caches of this app, by name (`/metrics` lists them; tests and the benchmark read them). */
  caches: KeptRegistry;
  /** The durable rounds: each module declares its own (src/jobs). */
  jobs: JobRunner;
  /** Work run off the request, by name (tests settle on it). */
  background: Background;
}

/** One bus of domain events, units of work that publish to it after commit, and the abuse limits. */
export async function createPlatform(
  server: FastifyInstance,
  { db, lists }: { db: Db; lists: Db },
  config: Pick<Config, 'rateLimits' | 'redisUrl' | 'redisPrefix'>,
  events: EventBus = createEventBus(server.log),
): Promise<Platform> {
  const transactions = createTransactions(db, events, server.log);
  const limiter = await registerRateLimiter(server, {
    enabled: config.rateLimits,
    redisUrl: config.redisUrl,
    redisPrefix: config.redisPrefix,
  });
  return {
    db,
    lists,
    transactions,
    events,
    limiter,
    log: server.log,
    caches: keptCaches(server),
    jobs: createJobRunner(db, server.log),
    background: backgroundOf(server),
  };
}
