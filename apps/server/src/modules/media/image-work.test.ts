import { describe, expect, it } from 'vitest';
import { createImageWork } from './image-work.ts';

class Refused extends Error {}

/** A task the test finishes by hand; `started` says whether the queue has begun it. */
function task(label: string, log: string[]) {
  let finish!: () => void;
  const done = new Promise<string>((resolve) => (finish = () => resolve(label)));
  const state = {
    started: false,
    finished: false,
    finish: () => {
      state.finished = true;
      finish();
    },
    run: () => {
      state.started = true;
      log.push(label);
      return done;
    },
  };
  return state;
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('image work queue', () => {
  it('runs at most `perPerson` jobs of one person, even with workers free', async () => {
    const work = createImageWork({ workers: 4, perPerson: 2, refusal: () => new Refused() });
    const log: string[] = [];
    const jobs = ['a1', 'a2', 'a3'].map((label) => task(label, log));
    const results = jobs.map((job) => work.run(1, job.run));
    await settle();
    expect(log).toEqual(['a1', 'a2']);
    expect(work.stats()).toEqual({ queued: 1, active: 2 });
    jobs[0]!.finish();
    await settle();
    expect(log).toEqual(['a1', 'a2', 'a3']);
    jobs[1]!.finish();
    jobs[2]!.finish();
    expect(await Promise.all(results)).toEqual(['a1', 'a2', 'a3']);
    expect(work.stats()).toEqual({ queued: 0, active: 0 });
  });

  it('never runs more than `workers` jobs, and serves people in turn', async () => {
    const work = createImageWork({ workers: 1, perPerson: 2, refusal: () => new Refused() });
    const log: string[] = [];
    const a = ['a1', 'a2', 'a3'].map((label) => task(label, log));
    const b = ['b1', 'b2'].map((label) => task(label, log));
    const c = [task('c1', log)];
    for (const job of a) void work.run(1, job.run);
    for (const job of b) void work.run(2, job.run);
    void work.run(3, c[0]!.run);
    const all = [...a, ...b, ...c];
    for (let i = 0; i < all.length; i++) {
      await settle();
      expect(work.stats()).toEqual({ queued: all.length - i - 1, active: 1 });
      all.find((job) => job.started && !job.finished)!.finish();
    }
    await settle();
    expect(log).toEqual(['a1', 'b1', 'c1', 'a2', 'b2', 'a3']);
  });

  it('a job that fails frees its place and rejects its caller only', async () => {
    const work = createImageWork({ workers: 1, perPerson: 1, refusal: () => new Refused() });
    const failing = work.run(1, () => Promise.reject(new Error('bad pixels')));
    const next = work.run(1, async () => 'ok');
    await expect(failing).rejects.toThrow('bad pixels');
    expect(await next).toBe('ok');
  });

  it('close refuses what waits and what comes later, and settles when the running jobs are done', async () => {
    const work = createImageWork({ workers: 1, perPerson: 2, refusal: () => new Refused() });
    const log: string[] = [];
    const running = task('a1', log);
    const first = work.run(1, running.run);
    const waiting = work.run(2, async () => 'never');
    await settle();

    let closed = false;
    const closing = work.close().then(() => (closed = true));
    await expect(waiting).rejects.toBeInstanceOf(Refused);
    await expect(work.run(3, async () => 'late')).rejects.toBeInstanceOf(Refused);
    expect(work.stats()).toEqual({ queued: 0, active: 1 });
    await settle();
    expect(closed).toBe(false);

    running.finish();
    expect(await first).toBe('a1');
    await closing;
    expect(closed).toBe(true);
    await work.close(); // again: already settled
  });
});
