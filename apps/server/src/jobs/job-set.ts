import type { PeriodicJob } from './periodic-job.ts';

/** The background jobs of the app: main.ts starts them; a test app runs none unless a test asks. */
export interface JobSet {
  list: readonly PeriodicJob<unknown>[];
  start(): void;
  stop(): Promise<void>;
}

export function createJobSet(list: readonly PeriodicJob<unknown>[]): JobSet {
  return {
    list,
    start: () => list.forEach((job) => job.start()),
    stop: async () => {
      await Promise.all(list.map((job) => job.stop()));
    },
  };
}
