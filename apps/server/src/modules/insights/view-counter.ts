import type { FastifyBaseLogger } from 'fastify';
import { RAW_VIEW_HOURS } from '@vitrina/contract/insights';
import { safeError } from '../../http/logger.ts';
import { createPeriodicJob } from '../../jobs/periodic-job.ts';
import type { InsightsRepository, PendingView } from './insights.repository.ts';

/** Views wait at most this long before they are counted. */
const FLUSH_EVERY_MS = 1_000;
/** A batch counted in one statement. */
const BATCH = 500;
/** While the database is away views wait in memory, up to this many (the oldest are dropped past it). */
const MAX_PENDING = 20_000;
/** Raw views older than RAW_VIEW_HOURS are deleted this often. */
const PRUNE_EVERY_MS = 10 * 60_000;

/** Views queue in memory and are counted each second, one statement a batch: a crash loses views, never totals. */
export function createViewCounter(deps: {
  repository: InsightsRepository;
  /** New views make a weekly digest due this long after (unless one is due already). */
  digestIntervalMs: number;
  log: FastifyBaseLogger;
}) {
  const log = deps.log.child({ component: 'view-counter' });
  let pending: PendingView[] = [];

  async function flush(): Promise<number> {
    let counted = 0;
    while (pending.length > 0) {
      const batch = pending.slice(0, BATCH);
      pending = pending.slice(batch.length);
      try {
        counted += await deps.repository.count(batch, deps.digestIntervalMs);
      } catch (error) {
        // Kept for the next round (the database may be restarting), within the bound.
        pending = [...batch, ...pending].slice(-MAX_PENDING);
        throw error;
      }
    }
    return counted;
  }

  const job = createPeriodicJob({
    name: 'view-counter',
    everyMs: FLUSH_EVERY_MS,
    round: flush,
    log,
    failure: 'views could not be counted; they wait for the next round',
  });

  // Who looked is kept RAW_VIEW_HOURS at most (the privacy page says so); the totals stay.
  const pruning = createPeriodicJob({
    name: 'view-pruning',
    everyMs: PRUNE_EVERY_MS,
    round: () => deps.repository.pruneRecent(RAW_VIEW_HOURS),
    log,
    failure: 'old raw views could not be deleted; the next round tries again',
  });

  return {
    job,
    pruning,
    /** Queues a view; counted within a second (or at once by `job.runDue()`). */
    add(view: PendingView): void {
      pending.push(view);
      if (pending.length > MAX_PENDING) pending.shift();
      if (pending.length >= BATCH) {
        job.runDue().catch((error: unknown) => log.error({ err: safeError(error) }, 'a batch of views failed'));
      }
    },
    pending: () => pending.length,
  };
}

export type ViewCounter = ReturnType<typeof createViewCounter>;
