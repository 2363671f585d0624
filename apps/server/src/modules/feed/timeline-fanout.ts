import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { safeError } from '../../http/logger.ts';
import { DELIVERY_CLAIM, deliveryRound } from '../../jobs/delivery-round.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import type { RoundContext } from '../../jobs/round.ts';
import type { TimelineStore } from './timeline-store.ts';
import { createTimelinesRepository, type DueFanout } from './timelines.repository.ts';

/** The queue is vacuumed at most this often after deliveries, and by each process's first round (old dead rows). */
const COMPACT_MS = 10_000;

export interface FanoutRound {
  posts: number;
  followers: number;
}

export interface TimelineFanoutDeps {
  db: Db;
  store: TimelineStore;
  /** Followers per batch. */
  batch: number;
  compactMs?: number;
  log: FastifyBaseLogger;
  jobs: JobRunner;
}

/**
 * The delivery of new posts into their author's and followers' home timelines (decision 0005). What is due is
 * a row of `timeline_fanouts`, written with the post; the job runner claims each for one process, which goes
 * through the followers in batches by id, recording progress, so a restart or a lost Redis loses nothing.
 */
export function createTimelineFanout(deps: TimelineFanoutDeps) {
  const { db, store, batch, compactMs = COMPACT_MS, log: parentLog, jobs } = deps;
  const log = parentLog.child({ component: 'timeline-fanout' });
  const repository = createTimelinesRepository(db);
  const compaction = { owed: true, lastAt: 0 };

  async function compactIfDue(): Promise<void> {
    if (!compaction.owed || Date.now() - compaction.lastAt < compactMs) return;
    compaction.lastAt = Date.now();
    try {
      await repository.compact();
      compaction.owed = false;
    } catch (error) {
      log.warn({ err: safeError(error) }, 'the fan-out queue could not be vacuumed');
    }
  }

  async function deliver(due: DueFanout): Promise<number> {
    let after = due.doneThrough;
    if (after === 0) await store.deliver(due.postId, [due.authorId]);
    let delivered = 0;
    for (;;) {
      const followers = await repository.followersAfter(due.authorId, after, batch);
      await store.deliver(due.postId, followers);
      delivered += followers.length;
      if (followers.length < batch) {
        await repository.settle(due.postId);
        return delivered;
      }
      after = followers.at(-1)!;
      await repository.advance(due.postId, after);
    }
  }

  async function round(context: RoundContext): Promise<FanoutRound> {
    const done = { posts: 0, followers: 0 };
    let failed = false;
    await context.each({
      due: repository.due,
      batch: DELIVERY_CLAIM,
      async work(key) {
        const due = await repository.read(Number(key));
        if (!due) return;
        compaction.owed = true;
        try {
          done.followers += await deliver(due);
          done.posts += 1;
        } catch (error) {
          // The runner logs it and retries a second later at first, then further apart while the store is away.
          failed = true;
          throw error;
        }
      },
    });
    if (!failed) await compactIfDue();
    return done;
  }

  // A new post kicks a round at once when the timer runs (a test app rounds by hand).
  return jobs.round(deliveryRound('timeline-fanout', { posts: 0, followers: 0 }, round));
}

export type TimelineFanout = ReturnType<typeof createTimelineFanout>;
