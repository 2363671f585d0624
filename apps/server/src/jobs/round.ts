import type { SQL } from 'drizzle-orm';
import { safeError } from '../http/logger.ts';
import { recordFailure, type ItemRuntime } from './item-outcome.ts';
import { createRoundTimer } from './round-timer.ts';
import type { JobStats, PeriodicJob } from './periodic-job.ts';

export interface EachOptions {
  /** The module's SQL for what is due now: a select with a column `key` (the runner claims among them). */
  due: SQL;
  /** The work on one item; a throw is an attempt failed (retried with backoff, dead-lettered after the last). */
  work: (key: string) => Promise<void>;
  /** Items claimed per step, and worked on at once. */
  batch?: number;
  concurrency?: number;
}

/** What a round's body gets: its items, and whether it should end early (a stop, or a lease lost). */
export interface RoundContext {
  /** Claims and works the due items until none is left; answers how many were done. */
  each(options: EachOptions): Promise<number>;
  isStopping(): boolean;
}

export interface RoundSpec<T> {
  /** Names the round in the leases, the items, the metrics and `npm run jobs`. */
  name: string;
  everyMs: number;
  body: (context: RoundContext) => Promise<T>;
  /** The answer of a round another process holds the lease of (this one does nothing). */
  idle: T;
  /** Per process (a flush of this process's memory): no lease, no items. */
  isLocal?: boolean;
  /** A round's and an item's lease, renewed every third while the round runs. */
  leaseMs?: number;
  /** Attempts of an item before it is dead-lettered, and the first retry's wait (doubled each time). */
  maxAttempts?: number;
  retryMs?: number;
  /** The longest wait between attempts (an hour unless said). */
  maxRetryMs?: number;
}

export interface Round<T> extends PeriodicJob<T> {
  /** A round now if the timer runs (new work was written), else nothing. */
  kick(): void;
}

/** One named round: at most one process runs it at a time (its lease), its items claimed with leases of their own. */
export function createRound<T>(spec: RoundSpec<T>, runtime: ItemRuntime): Round<T> {
  const { store, holder, log } = runtime;
  const leaseMs = spec.leaseMs ?? 60_000;
  const failures = {
    round: spec.name,
    maxAttempts: spec.maxAttempts ?? 5,
    retryMs: spec.retryMs ?? Math.max(1_000, spec.everyMs),
    maxRetryMs: spec.maxRetryMs,
  };
  const counts = { runs: 0, failures: 0, lastRunAt: null as number | null };
  let running: Promise<T> | undefined;
  let stopping = false;
  let lost = false;

  async function each(options: EachOptions): Promise<number> {
    const seen: string[] = [];
    const limit = options.batch ?? 50;
    let done = 0;
    while (!stopping && !lost) {
      const claimed = await store.claim(spec.name, holder, options.due, { limit, leaseMs, seen });
      if (claimed.length === 0) return done;
      seen.push(...claimed.map((item) => item.key));
      const queue = [...claimed];
      const lane = async () => {
        // A stop leaves the items not yet started in the queue, to be given back below.
        while (!stopping && !lost && queue.length > 0) {
          const item = queue.shift()!;
          try {
            await options.work(item.key);
            await store.settle(spec.name, item.key, holder);
            done += 1;
          } catch (error) {
            await recordFailure(runtime, failures, item, error);
          }
        }
      };
      await Promise.all(Array.from({ length: options.concurrency ?? 1 }, lane));
      await store.unclaim(
        spec.name,
        holder,
        queue.map((item) => item.key),
      );
    }
    return done;
  }

  async function leased(): Promise<T> {
    if (spec.isLocal)
      return spec.body({ each: () => Promise.reject(new Error('a local round has no items')), isStopping });
    if (!(await store.lease(spec.name, holder, leaseMs))) return spec.idle;
    lost = false;
    const beat = setInterval(() => {
      store.renew(spec.name, holder, leaseMs).then(
        (held) => (lost ||= !held),
        (error: unknown) => log.warn({ err: safeError(error), round: spec.name }, 'a round lease could not be renewed'),
      );
    }, leaseMs / 3);
    beat.unref();
    try {
      return await spec.body({ each, isStopping });
    } finally {
      clearInterval(beat);
      await store.release(spec.name, holder).catch(() => undefined);
    }
  }

  const isStopping = () => stopping || lost;
  const runDue = (): Promise<T> => {
    running ??= leased()
      .then(
        (result) => {
          finish(false);
          return result;
        },
        (error: unknown) => {
          finish(true);
          throw error;
        },
      )
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  const finish = (failed: boolean) => {
    counts.runs += 1;
    if (failed) counts.failures += 1;
    counts.lastRunAt = Date.now();
  };
  const timer = createRoundTimer(spec.name, spec.everyMs, runDue, log);

  return {
    name: spec.name,
    stats: (): JobStats => ({ ...counts, isRunning: running !== undefined }),
    runDue,
    kick: timer.kick,
    start() {
      stopping = false;
      timer.start();
    },
    async stop() {
      stopping = true;
      timer.stop();
      await running?.catch(() => undefined);
    },
  };
}
