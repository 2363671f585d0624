import { describe, expect, it } from 'vitest';
import { isSelfTapeDueValid, isSelfTapeOpen } from './self-tape-rules.ts';

const now = new Date('2026-03-01T12:00:00Z');
const days = (n: number) => new Date(now.getTime() + n * 24 * 60 * 60 * 1000);

describe('self-tape rules', () => {
  it('takes a deadline after now and at most 30 days ahead', () => {
    expect(isSelfTapeDueValid(days(1), now)).toBe(true);
    expect(isSelfTapeDueValid(days(30), now)).toBe(true);
    expect(isSelfTapeDueValid(days(30.01), now)).toBe(false);
    expect(isSelfTapeDueValid(now, now)).toBe(false);
    expect(isSelfTapeDueValid(days(-1), now)).toBe(false);
    expect(isSelfTapeDueValid(new Date('nope'), now)).toBe(false);
  });

  it('is open until sent or past its deadline', () => {
    expect(isSelfTapeOpen({ dueAt: days(1), submittedAt: null }, now)).toBe(true);
    expect(isSelfTapeOpen({ dueAt: days(1), submittedAt: now }, now)).toBe(false);
    expect(isSelfTapeOpen({ dueAt: days(-0.01), submittedAt: null }, now)).toBe(false);
  });
});
