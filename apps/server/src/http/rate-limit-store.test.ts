import { afterEach, describe, expect, it, vi } from 'vitest';
import { BoundedLocalStore } from './rate-limit-store.ts';

const count = (store: BoundedLocalStore, key: string) =>
  new Promise<number>((resolve) => store.incr(key, (_error, result) => resolve(result.current)));

describe('the in-process rate-limit store', () => {
  afterEach(() => vi.useRealTimers());

  it('counts hits per key within a window', async () => {
    const store = new BoundedLocalStore({ cache: 10 }).child({ timeWindow: 60_000 });
    expect(await count(store, 'a')).toBe(1);
    expect(await count(store, 'a')).toBe(2);
    expect(await count(store, 'b')).toBe(1);
  });

  it('never holds more keys than its bound, however many arrive', async () => {
    const root = new BoundedLocalStore({ cache: 100 });
    const store = root.child({ timeWindow: 60_000 });
    for (let i = 0; i < 5_000; i += 1) await count(store, `key-${i}`);
    expect(root.size).toBe(100);
  });

  it('forgets a key once its window is over, so old keys do not pile up', async () => {
    vi.useFakeTimers();
    const root = new BoundedLocalStore({ cache: 1_000 });
    const store = root.child({ timeWindow: 1_000 });
    for (let i = 0; i < 50; i += 1) await count(store, `old-${i}`);
    expect(await count(store, 'old-0')).toBe(2);
    vi.advanceTimersByTime(61_000);
    expect(await count(store, 'old-0')).toBe(1);
    expect(root.size).toBe(1);
  });
});
