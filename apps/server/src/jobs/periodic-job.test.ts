import { describe, expect, it, vi } from 'vitest';
import { createPeriodicJob } from './periodic-job.ts';

describe('a periodic job', () => {
  it('counts its rounds and failures, joins a round under way, and says when one is running', async () => {
    let finish: (value: number) => void = () => undefined;
    let fail = false;
    const job = createPeriodicJob({
      name: 'test-job',
      everyMs: 60_000,
      round: () => (fail ? Promise.reject(new Error('broken')) : new Promise<number>((resolve) => (finish = resolve))),
      log: { error: vi.fn() },
      failure: 'a test round failed',
    });
    expect(job.stats()).toEqual({ runs: 0, failures: 0, isRunning: false, lastRunAt: null });

    const first = job.runDue();
    const joined = job.runDue();
    expect(job.stats().isRunning).toBe(true);
    finish(7);
    expect(await Promise.all([first, joined])).toEqual([7, 7]);
    expect(job.stats()).toMatchObject({ runs: 1, failures: 0, isRunning: false });
    expect(job.stats().lastRunAt).toEqual(expect.any(Number));

    fail = true;
    await expect(job.runDue()).rejects.toThrow('broken');
    expect(job.stats()).toMatchObject({ runs: 2, failures: 1, isRunning: false });
    expect(job.name).toBe('test-job');
  });
});
