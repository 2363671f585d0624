import type { FastifyBaseLogger } from 'fastify';
import type { DomainEvents, EventName } from '../events/domain-events.ts';
import type { EventBus } from '../events/event-bus.ts';
import type { Db } from './client.ts';

/** A unit of work: one transaction's queries and what happens once it commits (repositories never open one). */
export interface Tx {
  /** Runs queries inside the transaction: `createXRepository(tx.db)`. */
  readonly db: Db;
  /** Runs after the commit, in order (storage, mail, sockets); a failing task is logged, never thrown. */
  afterCommit(task: () => unknown): void;
  /** Announces a domain event once the transaction has committed; nothing is published on rollback. */
  publish<K extends EventName>(name: K, payload: DomainEvents[K]): void;
}

export interface Transactions {
  /** Runs `work` in a transaction, then its after-commit tasks; `within` joins an open one (a cross-module write). */
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
