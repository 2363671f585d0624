import { describe, expect, it } from 'vitest';
import { createMemoryTimelineStore } from './timeline-store.ts';

const DAY = 86_400_000;

function storeAt(cap = 5) {
  const clock = { now: 0 };
  const store = createMemoryTimelineStore({ cap, activeMs: DAY }, () => clock.now);
  return { store, clock };
}

describe('the in-process timeline store', () => {
  it('answers nothing until a build is finished, then newest first, by keyset', async () => {
    const { store } = storeAt();
    expect(await store.read(1, undefined, 10)).toBeNull();
    expect(await store.begin(1, 'a', null)).toBe(true);
    expect(await store.read(1, undefined, 10)).toBeNull();
    await store.finish(1, 'a', 'fp', [3, 9, 5]);
    expect(await store.read(1, undefined, 10)).toEqual({ fingerprint: 'fp', ids: [9, 5, 3], isWhole: true });
    expect(await store.read(1, 9, 1)).toEqual({ fingerprint: 'fp', ids: [5], isWhole: true });
  });

  it('keeps a post delivered while the timeline is built, and never one delivered to nobody', async () => {
    const { store } = storeAt();
    await store.deliver(20, [1]);
    await store.begin(1, 'a', null);
    await store.deliver(21, [1]);
    await store.finish(1, 'a', 'fp', [4]);
    expect((await store.read(1, undefined, 10))?.ids).toEqual([21, 4]);
  });

  it('a build replaced by another (a stale fingerprint) cannot finish over it', async () => {
    const { store } = storeAt();
    await store.begin(1, 'a', null);
    await store.finish(1, 'a', 'old', [1]);
    expect(await store.begin(1, 'b', 'other')).toBe(false);
    expect(await store.begin(1, 'b', 'old')).toBe(true);
    await store.finish(1, 'a', 'late', [2]);
    expect(await store.read(1, undefined, 10)).toBeNull();
    await store.finish(1, 'b', 'new', [3]);
    expect(await store.read(1, undefined, 10)).toEqual({ fingerprint: 'new', ids: [3], isWhole: true });
  });

  it('trims to the cap, and says so: its end is then not the feed’s', async () => {
    const { store } = storeAt(3);
    await store.begin(1, 'a', null);
    await store.finish(1, 'a', 'fp', [1, 2, 3, 4]);
    await store.deliver(5, [1]);
    await store.deliver(5, [1]);
    expect(await store.read(1, undefined, 10)).toEqual({ fingerprint: 'fp', ids: [5, 4, 3], isWhole: false });
  });

  it('forgets a timeline not read within the active window, and reading keeps it', async () => {
    const { store, clock } = storeAt();
    for (const viewer of [1, 2]) {
      await store.begin(viewer, 'a', null);
      await store.finish(viewer, 'a', 'fp', [1]);
    }
    clock.now = DAY - 1;
    await store.read(1, undefined, 1);
    clock.now = DAY + 1;
    await store.deliver(2, [1, 2]);
    expect((await store.read(1, undefined, 5))?.ids).toEqual([2, 1]);
    expect(await store.read(2, undefined, 5)).toBeNull();
    expect(store.stats()).toEqual({ timelines: 1, ids: 2 });
  });

  it('stays within its bound of ids, forgetting the least recently read timelines first', async () => {
    const clock = { now: 0 };
    const store = createMemoryTimelineStore({ cap: 5, activeMs: DAY, maxIds: 6 }, () => clock.now);
    for (const viewer of [1, 2, 3]) {
      await store.begin(viewer, 'a', null);
      await store.finish(viewer, 'a', 'fp', [1, 2]);
    }
    await store.read(1, undefined, 1);
    await store.deliver(3, [1, 2, 3]);
    expect(store.stats()).toEqual({ timelines: 2, ids: 6 });
    expect(await store.read(2, undefined, 5)).toBeNull();
    expect((await store.read(1, undefined, 5))?.ids).toEqual([3, 2, 1]);
  });
});
