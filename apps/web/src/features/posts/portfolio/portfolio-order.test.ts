import { describe, expect, it } from 'vitest';
import { moveItem } from './portfolio-order.ts';

describe('moving a pinned post', () => {
  it('moves one place up or down, or to either end', () => {
    expect(moveItem([1, 2, 3, 4], 2, 1)).toEqual([1, 3, 2, 4]);
    expect(moveItem([1, 2, 3, 4], 0, 1)).toEqual([2, 1, 3, 4]);
    expect(moveItem([1, 2, 3, 4], 3, 0)).toEqual([4, 1, 2, 3]);
    expect(moveItem([1, 2, 3, 4], 0, 3)).toEqual([2, 3, 4, 1]);
  });

  it('leaves the order alone past the ends', () => {
    expect(moveItem([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
    expect(moveItem([1, 2, 3], 2, 3)).toEqual([1, 2, 3]);
  });
});
