import { sql, type SQL } from 'drizzle-orm';
import type { JobRunner } from './job-runner.ts';
import type { Round } from './round.ts';

/**
 * The round of rows due by a date (weekly digests, saved-search alerts, guardians' summaries): each due key worked
 * once, its row settled by the work; answers how many told someone (`work` answers true).
 */
export function createDueRound(
  jobs: JobRunner,
  options: {
    name: string;
    /** The rows' own period: the round looks a tenth of it, between a second and ten minutes. */
    intervalMs: number;
    due: SQL;
    work: (key: string) => Promise<boolean>;
    batch?: number;
    concurrency?: number;
  },
): Round<number> {
  return jobs.round({
    name: options.name,
    everyMs: Math.min(10 * 60_000, Math.max(1_000, options.intervalMs / 10)),
    idle: 0,
    leaseMs: 10 * 60_000,
    async body(context) {
      let told = 0;
      await context.each({
        due: options.due,
        batch: options.batch ?? 50,
        concurrency: options.concurrency ?? 1,
        work: async (key) => {
          if (await options.work(key)) told += 1;
        },
      });
      return told;
    },
  });
}

/**
 * Where a window of publications (since the last alert) closes: a tenth of the period behind now, a minute at
 * most, so a row stamped before the end but committed after it falls in the next window instead of between two.
 */
export const windowEnd = (intervalMs: number) =>
  sql`date_trunc('milliseconds', now() - make_interval(secs => ${Math.min(60, intervalMs / 10_000)}))`;

/** A window's watermark as read: at milliseconds, so the value survives the round trip through a Date. */
export const watermarkOf = (column: SQL) => sql`date_trunc('milliseconds', ${column})`;

/**
 * A watermark's move from the window's start to its end: the `set` and the `where` that finds it still at the
 * start, so of two rounds that read the same window only one moves it (and tells what the window holds).
 */
export const watermarkMove = (column: SQL, window: { since: Date; until: Date }) => ({
  set: sql`${column} = ${window.until.toISOString()}::timestamptz`,
  unmoved: sql`${watermarkOf(column)} = ${window.since.toISOString()}::timestamptz`,
});
