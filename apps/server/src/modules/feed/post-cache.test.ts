import { describe, expect, it } from 'vitest';
import type { PostFileRow } from '../../db/schema/post-files.ts';
import { createPostCache } from './post-cache.ts';

const file = (postId: number, name = `foto-${postId}.jpg`) =>
  ({ postId, name, displayName: '', description: '' }) as PostFileRow;

describe('the post cache', () => {
  it('keeps what the database answered, empty lists too, and says what is missing', () => {
    const cache = createPostCache(1_048_576);
    expect(cache.filesOf([1, 2]).missing).toEqual([1, 2]);
    cache.keepFiles([1, 2], [file(1)]);
    const { found, missing } = cache.filesOf([1, 2, 3]);
    expect([...found.entries()]).toEqual([
      [1, [file(1)]],
      [2, []],
    ]);
    expect(missing).toEqual([3]);
    expect(cache.stats()).toMatchObject({ hits: 2, misses: 3, entries: 2 });
  });

  it('stays within its bound in bytes, the least recently read leaving first', () => {
    const cache = createPostCache(2_000);
    for (let id = 1; id <= 100; id += 1) cache.keepFiles([id], [file(id, 'x'.repeat(100))]);
    const stats = cache.stats();
    expect(stats.bytes).toBeLessThanOrEqual(2_000);
    expect(stats.entries).toBeLessThan(100);
    expect(cache.filesOf([100]).missing).toEqual([]);
    expect(cache.filesOf([1]).missing).toEqual([1]);
  });

  it('keeps nothing with a bound of 0', () => {
    const cache = createPostCache(0);
    cache.keepFiles([1], [file(1)]);
    expect(cache.filesOf([1]).missing).toEqual([1]);
  });
});
