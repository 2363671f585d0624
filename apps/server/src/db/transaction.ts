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
  /** The same for work whose only write is one statement (atomic by itself): no begin and commit around it. */
  single<T>(work: (tx: Tx) => Promise<T>): Promise<T>;
}

export function createTransactions(db: Db, events: EventBus, log: Pick<FastifyBaseLogger, 'error'>): Transactions {
  async function withTasks<T>(work: (tx: Tx) => Promise<T>, open: (run: (queries: Db) => Promise<T>) => Promise<T>) {
    const tasks: Array<() => unknown> = [];
    const result = await open((queries) =>
      work({
        db: queries,
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
  }

  return {
    run(work, within) {
      if (within) return work(within);
      return withTasks(work, (inside) => db.transaction((queries) => inside(queries as unknown as Db)));
    },
    single: (work) => withTasks(work, (inside) => inside(db)),
  };
}
