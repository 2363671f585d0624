import { RAW_VIEW_HOURS } from '@vitrina/contract/insights';
import type { JobRunner } from '../../jobs/job-runner.ts';
import type { PendingView, ViewCountsRepository } from './view-counts.repository.ts';

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
  repository: Pick<ViewCountsRepository, 'count' | 'pruneRecent'>;
  /** New views make a weekly digest due this long after (unless one is due already). */
  digestIntervalMs: number;
  jobs: JobRunner;
}) {
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

  // This process's memory: every process flushes its own, so the round holds no lease.
  const job = deps.jobs.round({ name: 'view-counter', everyMs: FLUSH_EVERY_MS, isLocal: true, idle: 0, body: flush });

  // Who looked is kept RAW_VIEW_HOURS at most (the privacy page says so); the totals stay.
  const pruning = deps.jobs.round({
    name: 'view-pruning',
    everyMs: PRUNE_EVERY_MS,
    idle: 0,
    body: () => deps.repository.pruneRecent(RAW_VIEW_HOURS),
  });

  return {
    job,
    pruning,
    /** Queues a view; counted within a second (or at once by `job.runDue()`). */
    add(view: PendingView): void {
      pending.push(view);
      if (pending.length > MAX_PENDING) pending.shift();
      if (pending.length >= BATCH) {
        // A failed flush keeps its views and counts as a failed round in the metrics.
        job.runDue().catch(() => undefined);
      }
    },
    pending: () => pending.length,
  };
}

export type ViewCounter = ReturnType<typeof createViewCounter>;
