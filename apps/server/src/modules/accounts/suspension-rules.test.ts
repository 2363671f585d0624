import { describe, expect, it } from 'vitest';
import { isExpiredUnlifted, isSuspendedNow, suspensionTexts } from './suspension-rules.ts';

const now = new Date('2026-12-01T12:00:00Z');
const state = (until: string | null) => ({
  suspendedAt: new Date('2026-11-30T12:00:00Z'),
  suspendedUntil: until === null ? null : new Date(until),
  suspensionReason: 'Pedías dinero por castings',
});

describe('a suspension', () => {
  it('holds until its end, or indefinitely, and not after', () => {
    expect(isSuspendedNow(state('2026-12-02T00:00:00Z'), now)).toBe(true);
    expect(isSuspendedNow(state(null), now)).toBe(true);
    expect(isSuspendedNow(state('2026-12-01T12:00:00Z'), now)).toBe(false);
    expect(isSuspendedNow({ suspendedAt: null, suspendedUntil: null, suspensionReason: '' }, now)).toBe(false);
    expect(isExpiredUnlifted(state('2026-12-01T11:00:00Z'), now)).toBe(true);
    expect(isExpiredUnlifted(state(null), now)).toBe(false);
  });

  it('tells the person until when and why, in Spanish and English', () => {
    const texts = suspensionTexts(state('2026-12-03T14:05:00Z'));
    expect(texts.es).toMatch(
      /^Cuenta suspendida hasta el 3 de diciembre de 2026, 14:05 UTC: Pedías dinero por castings$/,
    );
    expect(texts.en).toMatch(/^Account suspended until December 3, 2026, 14:05 UTC: Pedías dinero por castings$/);
    expect(suspensionTexts(state(null)).en).toBe('Account suspended indefinitely: Pedías dinero por castings');
  });
});
