/** A background round that runs every so often, and at once when asked (round.ts builds them). */
export interface PeriodicJob<T> {
  /** Runs a round now, or joins the one running (rounds never overlap in one process); answers its result. */
  runDue(): Promise<T>;
  /** Runs a round every so often (the timer never keeps the process alive). */
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
