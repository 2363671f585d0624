import { describe, expect, it } from 'vitest';
import {
  generateGuardianToken,
  guardianStatus,
  hashGuardianToken,
  looksLikeGuardianToken,
  summaryEntries,
  type Sender,
} from './guardian-rules.ts';

const day = (n: number) => new Date(Date.UTC(2026, 5, n));

describe('guardian rules', () => {
  it('reads the consent’s state, a withdrawal first', () => {
    expect(guardianStatus({ confirmedAt: null, withdrawnAt: null })).toBe('pending');
    expect(guardianStatus({ confirmedAt: day(1), withdrawnAt: null })).toBe('confirmed');
    expect(guardianStatus({ confirmedAt: day(1), withdrawnAt: day(2) })).toBe('withdrawn');
    expect(guardianStatus({ confirmedAt: null, withdrawnAt: day(2) })).toBe('withdrawn');
  });

  it('makes tokens the links carry, stored only as their hash', () => {
    const token = generateGuardianToken();
    expect(looksLikeGuardianToken(token)).toBe(true);
    expect(looksLikeGuardianToken(`${token}=`)).toBe(false);
    expect(hashGuardianToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashGuardianToken(token)).not.toContain(token);
  });

  it('names agencies’ requests and verified agencies’ first messages, each agency once, never a talent', () => {
    const senders = new Map<number, Sender>([
      [1, { fullname: 'Faro Talent', type: 'agencia', verified: true }],
      [2, { fullname: 'Sin Sello', type: 'agencia', verified: false }],
      [3, { fullname: 'Ana López', type: 'talento', verified: false }],
    ]);
    const entries = summaryEntries(
      [
        { senderId: 3, at: day(1), request: true },
        { senderId: 1, at: day(4), request: false },
        { senderId: 2, at: day(3), request: true },
        { senderId: 1, at: day(2), request: true },
        { senderId: 2, at: day(5), request: false },
        { senderId: 9, at: day(5), request: true },
      ],
      senders,
    );
    expect(entries).toEqual([
      { agency: 'Faro Talent', verified: true, request: true, at: day(2) },
      { agency: 'Sin Sello', verified: false, request: true, at: day(3) },
    ]);
  });
});
