import type { FastifyBaseLogger } from 'fastify';
import { safeError } from '../http/logger.ts';

/** A background round that runs every so often, and at once when asked. */
export interface PeriodicJob<T> {
  /** Runs a round now, or joins the one running (rounds never overlap in one process); answers its result. */
  runDue(): Promise<T>;
  /** Runs a round every `everyMs` (the timer never keeps the process alive). */
  start(): void;
  /** Stops the timer and waits for a round in progress. */
  stop(): Promise<void>;
  /** The job's name, and its rounds so far in this process (the operators' metrics read them). */
  name: string;
  stats(): JobStats;
}

export interface JobStats {
  /** Rounds finished, failed ones included. */
  runs: number;
  failures: number;
  isRunning: boolean;
  /** When the last round finished (ms since the epoch); null before the first. */
  lastRunAt: number | null;
}

/** When a job's rounds run; what is due lives in the database. A failed round is logged and tried again. */
export function createPeriodicJob<T>(options: {
  /** Names the job in the metrics (`notification-mail`, `account-deletion`, `data-export`). */
  name: string;
  everyMs: number;
  round: () => Promise<T>;
  log: Pick<FastifyBaseLogger, 'error'>;
  /** Logged when a round fails. */
  failure: string;
}): PeriodicJob<T> {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<T> | undefined;
  const counts = { runs: 0, failures: 0, lastRunAt: null as number | null };
  const finished = (failed: boolean) => {
    counts.runs += 1;
    if (failed) counts.failures += 1;
    counts.lastRunAt = Date.now();
  };

  const runDue = (): Promise<T> => {
    running ??= options
      .round()
      .then(
        (result) => {
          finished(false);
          return result;
        },
        (error: unknown) => {
          finished(true);
          throw error;
        },
      )
      .finally(() => {
        running = undefined;
      });
    return running;
  };

  return {
    name: options.name,
    stats: () => ({ ...counts, isRunning: running !== undefined }),
    runDue,
    start() {
      timer = setInterval(() => {
        runDue().catch((error: unknown) => options.log.error({ err: safeError(error) }, options.failure));
      }, options.everyMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running?.catch(() => undefined);
    },
  };
}
