import { describe, expect, it } from 'vitest';
import { createKept, type Freshness } from './kept.ts';
import { createKeptRegistry, keptCaches } from './kept-registry.ts';

/** A load held open until `release`, counting how often it ran. */
function gatedLoad<V>(value: V) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const load = { runs: 0, release, read: async () => (load.runs++, await gate, value) };
  return load;
}

const entries = (freshness: Freshness = { immutable: true }, size = 10) =>
  createKept<string, string>({ name: 'test', bound: { entries: size }, freshness });

describe('the keeping primitive', () => {
  it('keeps at most its bound of entries, the least recently read leaving first, and counts evictions', () => {
    const kept = entries({ immutable: true }, 2);
    kept.set('a', 'A');
    kept.set('b', 'B');
    expect(kept.get('a')).toBe('A');
    kept.set('c', 'C');
    expect([kept.get('a'), kept.get('b'), kept.get('c')]).toEqual(['A', undefined, 'C']);
    expect(kept.stats()).toMatchObject({ entries: 2, evictions: 1, hits: 3, misses: 1 });
  });

  it('keeps at most its bound of bytes, and never an entry past its own limit', () => {
    const kept = createKept<number, string>({
      name: 'bytes',
      bound: { bytes: 100, sizeOf: (text) => text.length, maxEntryBytes: 40 },
      freshness: { immutable: true },
    });
    for (let key = 1; key <= 5; key += 1) kept.set(key, 'x'.repeat(30));
    kept.set(6, 'y'.repeat(50));
    expect(kept.stats()).toMatchObject({ entries: 3, bytes: 90, maxBytes: 100 });
    expect([kept.get(1), kept.get(5), kept.get(6)]).toEqual([undefined, 'x'.repeat(30), undefined]);
  });

  it('keeps nothing with a bound of 0, and still answers each load', async () => {
    const kept = entries({ immutable: true }, 0);
    kept.set('a', 'A');
    expect(await kept.load('a', async () => 'read')).toBe('read');
    expect(kept.stats()).toMatchObject({ entries: 0, loads: 1, misses: 1 });
  });

  it('shares one load among the concurrent misses of a key, and keeps its value', async () => {
    const kept = entries();
    const load = gatedLoad('A');
    const readers = [kept.load('a', load.read), kept.load('a', load.read), kept.load('b', load.read)];
    load.release();
    expect(await Promise.all(readers)).toEqual(['A', 'A', 'A']);
    expect(load.runs).toBe(2);
    expect(await kept.load('a', load.read)).toBe('A');
    expect(load.runs).toBe(2);
    expect(kept.stats()).toMatchObject({ loads: 2, misses: 3, hits: 1 });
  });

  it('shares a load begun after the caller arrived, never one begun before', async () => {
    const kept = entries();
    const early = gatedLoad('early');
    const first = kept.load('a', early.read);
    const ticket = kept.arrive();
    const late = gatedLoad('late');
    const second = kept.load('a', late.read, { since: ticket });
    const third = kept.load('a', early.read, { since: ticket });
    early.release();
    late.release();
    expect(await Promise.all([first, second, third])).toEqual(['early', 'late', 'late']);
  });

  it('neither keeps a failed load nor a value it may not keep', async () => {
    const kept = createKept<string, string | null>({
      name: 'kept-if',
      bound: { entries: 10 },
      freshness: { immutable: true },
      isKept: (value) => value !== 'draft',
    });
    await expect(kept.load('a', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await kept.load('b', async () => 'draft')).toBe('draft');
    expect(await kept.load('c', async () => null)).toBeNull();
    expect(kept.stats().entries).toBe(0);
  });

  it('forgets a key at once, and does not keep what a load under way then read', async () => {
    const kept = entries();
    kept.set('a', 'old');
    const load = gatedLoad('read before');
    kept.forget('a');
    expect(kept.get('a')).toBeUndefined();
    const reading = kept.load('b', load.read);
    kept.forget('b');
    load.release();
    expect(await reading).toBe('read before');
    expect(await kept.load('b', async () => 'after')).toBe('after');
  });

  it('timed: serves an entry until its time runs out from when its read began', async () => {
    let clock = 1_000;
    const kept = createKept<string, string>({
      name: 'timed',
      bound: { entries: 10 },
      freshness: { timed: 100 },
      now: () => clock,
    });
    await kept.load('a', async () => ((clock += 30), 'A'));
    clock += 70;
    expect(kept.get('a')).toBe('A');
    clock += 1;
    expect(kept.get('a')).toBeUndefined();
  });

  it('timed with 0 keeps nothing', async () => {
    const kept = entries({ timed: 0 });
    await kept.load('a', async () => 'A');
    expect(kept.get('a')).toBeUndefined();
  });

  it('versioned: fresh while the named versions it was read at hold, a newer reading kept over an older one', () => {
    const kept = entries({ versioned: ['posts', 'likes'] });
    kept.set('a', 'at 1/1', { posts: 1, likes: 1 });
    expect(kept.get('a', { posts: 1, likes: 1 })).toBe('at 1/1');
    expect(kept.get('a', { posts: 1, likes: 2 })).toBeUndefined();
    // A caller who read an older version is served what was read at a newer one.
    kept.set('a', 'at 2/2', { posts: 2, likes: 2 });
    expect(kept.get('a', { posts: 1, likes: 2 })).toBe('at 2/2');
    kept.set('a', 'at 1/3', { posts: 1, likes: 3 });
    expect(kept.get('a', { posts: 2, likes: 2 })).toBe('at 2/2');
    expect(() => kept.get('a', { posts: 2 })).toThrow('version likes was not given');
  });

  it('versioned by a string: only the same one matches, and a new one replaces it', () => {
    const kept = entries({ versioned: ['stamp'] });
    kept.set('a', 'one', { stamp: 'x' });
    expect(kept.get('a', { stamp: 'y' })).toBeUndefined();
    kept.set('a', 'two', { stamp: 'y' });
    expect([kept.get('a', { stamp: 'x' }), kept.get('a', { stamp: 'y' })]).toEqual([undefined, 'two']);
  });

  it('versioned: a caller joins only a load read at its versions or newer, and the value may carry its own', async () => {
    const kept = createKept<string, { epoch: number }>({
      name: 'windows',
      bound: { entries: 10 },
      freshness: { versioned: ['lists'] },
    });
    const old = gatedLoad({ epoch: 4 });
    const options = (epoch: number) => ({
      versions: { lists: epoch },
      keptUnder: (value: { epoch: number }) => ({ lists: value.epoch }),
    });
    const first = kept.load('w', old.read, options(4));
    const newer = kept.load('w', async () => ({ epoch: 5 }), options(5));
    old.release();
    expect([(await first).epoch, (await newer).epoch]).toEqual([4, 5]);
    expect(kept.get('w', { lists: 5 })).toEqual({ epoch: 5 });
  });

  it('registers by name, once, in the registry of its app', () => {
    const registry = createKeptRegistry();
    const kept = createKept({ name: 'named', bound: { entries: 1 }, freshness: { immutable: true }, registry });
    kept.set('a', 1);
    expect(registry.get('named')?.stats()).toMatchObject({ entries: 1 });
    expect(() =>
      createKept({ name: 'named', bound: { entries: 1 }, freshness: { immutable: true }, registry }),
    ).toThrow('already registered');
    const [one, two] = [{}, {}];
    expect(keptCaches(one)).toBe(keptCaches(one));
    expect(keptCaches(one)).not.toBe(keptCaches(two));
  });
});
