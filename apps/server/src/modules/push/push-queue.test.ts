import { describe, expect, it, vi } from 'vitest';
import { createPushQueue } from './push-queue.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('push queue', () => {
  it('runs at most `concurrency` tasks at once and settles when all are done', async () => {
    const queue = createPushQueue({ concurrency: 2, maxWaiting: 10, onError: vi.fn(), onDropped: vi.fn() });
    let active = 0;
    let peak = 0;
    const done: number[] = [];
    for (let i = 0; i < 5; i += 1)
      queue.add(async () => {
        active += 1;
        peak = Math.max(peak, active);
        await tick();
        active -= 1;
        done.push(i);
      });
    await queue.settled();
    expect(peak).toBe(2);
    expect(done.sort()).toEqual([0, 1, 2, 3, 4]);
  });

  it('waits for tasks that a task adds, and reports a failure without stopping', async () => {
    const onError = vi.fn();
    const queue = createPushQueue({ concurrency: 1, maxWaiting: 10, onError, onDropped: vi.fn() });
    let inner = false;
    queue.add(async () => {
      await tick();
      queue.add(async () => {
        await tick();
        inner = true;
      });
    });
    queue.add(async () => {
      throw new Error('boom');
    });
    await queue.settled();
    expect(inner).toBe(true);
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('drops what comes beyond the waiting bound', async () => {
    const onDropped = vi.fn();
    const queue = createPushQueue({ concurrency: 1, maxWaiting: 1, onError: vi.fn(), onDropped });
    const ran: number[] = [];
    for (let i = 0; i < 3; i += 1)
      queue.add(async () => {
        await tick();
        ran.push(i);
      });
    expect(onDropped).toHaveBeenCalledTimes(1);
    await queue.settled();
    expect(ran).toEqual([0, 1]);
  });
});
