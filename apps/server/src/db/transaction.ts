import type { FastifyBaseLogger } from 'fastify';
import type { DomainEvents, EventName } from '../events/domain-events.ts';
import type { EventBus } from '../events/event-bus.ts';
import type { Db } from './client.ts';

/**
 * A unit of work: the queries of one transaction, and what is to happen once it commits.
 * Repositories never open transactions; a service opens one with `transactions.run` and hands the `Tx`
 * to every write that belongs to it, its own repositories' and other modules' alike.
 */
export interface Tx {
  /** Runs queries inside the transaction: `createXRepository(tx.db)`. */
  readonly db: Db;
  /**
   * Work that must not run inside a transaction (storage, images, mail, sockets) or must not happen
   * if it rolls back: it runs after the commit, in order. A failing task is logged, never thrown.
   */
  afterCommit(task: () => unknown): void;
  /** Announces a domain event once the transaction has committed; nothing is published on rollback. */
  publish<K extends EventName>(name: K, payload: DomainEvents[K]): void;
}

export interface Transactions {
  /**
   * Runs `work` in a transaction and resolves with its result after the commit and the after-commit
   * tasks (events included) have run. If `work` throws, the transaction rolls back, nothing queued
   * runs, and the error is rethrown. Pass `within` to join a transaction already open (a write that
   * spans modules): the work then commits, and its tasks run, with that outer transaction.
   */
  run<T>(work: (tx: Tx) => Promise<T>, within?: Tx): Promise<T>;
}

export function createTransactions(db: Db, events: EventBus, log: Pick<FastifyBaseLogger, 'error'>): Transactions {
  return {
    async run(work, within) {
      if (within) return work(within);
      const tasks: Array<() => unknown> = [];
      const result = await db.transaction(async (queries) =>
        work({
          db: queries as unknown as Db,
          afterCommit: (task) => void tasks.push(task),
          publish: (name, payload) => void tasks.push(() => events.publish(name, payload)),
        }),
      );
      for (const task of tasks) {
        try {
          await task();
        } catch (error) {
          log.error({ err: error }, 'an after-commit task failed');
        }
      }
      return result;
    },
  };
}
