import { describe, expect, it } from 'vitest';
import { isExhausted, retryDelayMs } from './backoff.ts';

describe('a failed item’s retry', () => {
  it('waits the base, then twice as long each attempt, up to the cap', () => {
    expect([1, 2, 3, 4].map((attempts) => retryDelayMs(attempts, 1_000))).toEqual([1_000, 2_000, 4_000, 8_000]);
    expect(retryDelayMs(30, 1_000, 60_000)).toBe(60_000);
  });

  it('is given up once the attempts reach the maximum', () => {
    expect(isExhausted(4, 5)).toBe(false);
    expect(isExhausted(5, 5)).toBe(true);
  });
});
