import { describe, expect, it } from 'vitest';
import { checkOrder, pinAfter } from './pin-rules.ts';

describe('pinning a post', () => {
  it('puts it after the pinned ones', () => {
    expect(pinAfter([3, 1], 7)).toEqual([3, 1, 7]);
  });

  it('changes nothing when it is already pinned, even with six pinned', () => {
    expect(pinAfter([1, 2, 3, 4, 5, 6], 4)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('refuses a seventh', () => {
    expect(pinAfter([1, 2, 3, 4, 5, 6], 9)).toBe('pin_limit');
    expect(pinAfter([1, 2, 3, 4, 5], 9)).toEqual([1, 2, 3, 4, 5, 9]);
  });
});

describe('ordering the pins', () => {
  it('accepts the same posts in another order', () => {
    expect(checkOrder([1, 2, 3], [3, 1, 2])).toBeNull();
    expect(checkOrder([], [])).toBeNull();
  });

  it('refuses a missing, an extra, a foreign or a repeated post', () => {
    expect(checkOrder([1, 2, 3], [3, 1])).toBe('pin_order_mismatch');
    expect(checkOrder([1, 2], [1, 2, 3])).toBe('pin_order_mismatch');
    expect(checkOrder([1, 2, 3], [1, 2, 4])).toBe('pin_order_mismatch');
    expect(checkOrder([1, 2, 3], [1, 1, 2])).toBe('pin_order_mismatch');
  });
});
