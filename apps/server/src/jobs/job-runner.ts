import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { createJobStore, type JobStore } from './job-store.ts';
import type { PeriodicJob } from './periodic-job.ts';
import { createRound, type Round, type RoundSpec } from './round.ts';
import { createSlotRound, type SlotRoundSpec } from './slot-round.ts';

/** Every durable round of the process: modules declare theirs here; main.ts starts them, a stop ends them all. */
export interface JobRunner {
  round<T>(spec: RoundSpec<T>): Round<T>;
  /** A round of long items worked a slot each, in every process at once (the transcoding); answers items done. */
  slotRound(spec: SlotRoundSpec): Round<number>;
  list: PeriodicJob<unknown>[];
  /** Runs a named round now (tests, operators); answers its result. */
  run(name: string): Promise<unknown>;
  start(): void;
  /** Stops claiming, waits for the work in progress and gives the leases back. */
  stop(): Promise<void>;
  store: JobStore;
  /** This process in the leases: host, pid and a random part (two apps in one process differ). */
  holder: string;
}

export function createJobRunner(db: Db, log: FastifyBaseLogger): JobRunner {
  const store = createJobStore(db);
  const holder = `${os.hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  const list: PeriodicJob<unknown>[] = [];
  const runtime = { store, holder, log: log.child({ component: 'jobs' }) };
  const add = (job: PeriodicJob<unknown>) => {
    if (list.some((other) => other.name === job.name)) throw new Error(`two rounds are named ${job.name}`);
    list.push(job);
  };
  return {
    round<T>(spec: RoundSpec<T>) {
      const round = createRound(spec, runtime);
      add(round as PeriodicJob<unknown>);
      return round;
    },
    slotRound(spec) {
      const round = createSlotRound(spec, runtime);
      add(round);
      return round;
    },
    list,
    run(name) {
      const job = list.find((candidate) => candidate.name === name);
      if (!job) return Promise.reject(new Error(`no round is named ${name}`));
      return job.runDue();
    },
    start: () => list.forEach((job) => job.start()),
    stop: async () => {
      await Promise.all(list.map((job) => job.stop()));
    },
    store,
    holder,
  };
}
