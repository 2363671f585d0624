import { describe, expect, it } from 'vitest';
import { isUnderAdultAge } from './adult-age.ts';

describe('isUnderAdultAge', () => {
  const today = new Date('2025-06-15T12:00:00Z');

  it('is true until the 18th birthday, by the UTC calendar date, a time part ignored', () => {
    expect(isUnderAdultAge('2007-06-16', today)).toBe(true);
    expect(isUnderAdultAge('2011-06-15T00:00:00.000Z', today)).toBe(true);
    expect(isUnderAdultAge('2007-06-15', today)).toBe(false);
    expect(isUnderAdultAge('1990-01-01', today)).toBe(false);
  });

  it('counts 29 February right on both sides', () => {
    expect(isUnderAdultAge('2010-03-01', new Date('2028-02-29T12:00:00Z'))).toBe(true);
    expect(isUnderAdultAge('2010-02-28', new Date('2028-02-29T12:00:00Z'))).toBe(false);
    expect(isUnderAdultAge('2008-02-29', new Date('2026-02-28T12:00:00Z'))).toBe(true);
    expect(isUnderAdultAge('2008-02-29', new Date('2026-03-01T12:00:00Z'))).toBe(false);
  });

  it('is false for no date at all', () => {
    expect(isUnderAdultAge('', today)).toBe(false);
    expect(isUnderAdultAge('15/06/2010', today)).toBe(false);
  });
});
