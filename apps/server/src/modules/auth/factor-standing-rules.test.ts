import { describe, expect, it } from 'vitest';
import type { FactorFacts } from '../accounts/user-factor-facts.ts';
import { factorStanding, isPastGrace } from './factor-standing-rules.ts';

const DAY = 86_400_000;
const now = new Date('2026-11-28T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const facts = (over: Partial<FactorFacts> = {}): FactorFacts => ({
  role: null,
  type: 'talento',
  factorGraceFrom: null,
  createdAt: ago(8 * DAY),
  factorOfferSettledAt: null,
  ...over,
});

describe('who must have a second factor', () => {
  it('offers a factor once, after the first week, until settled or added', () => {
    expect(factorStanding(facts({ createdAt: ago(6 * DAY) }), false, now, 14 * DAY).offer).toBe(false);
    expect(factorStanding(facts(), false, now, 14 * DAY).offer).toBe(true);
    expect(factorStanding(facts({ factorOfferSettledAt: ago(DAY) }), false, now, 14 * DAY).offer).toBe(false);
    expect(factorStanding(facts(), true, now, 14 * DAY)).toMatchObject({ enabled: true, offer: false });
  });

  it('blocks a role holder without a factor, not one with', () => {
    expect(factorStanding(facts({ role: 'moderator' }), false, now, DAY)).toMatchObject({
      roleNeedsFactor: true,
      offer: false,
    });
    expect(factorStanding(facts({ role: 'admin' }), true, now, DAY).roleNeedsFactor).toBe(false);
  });

  it('gives a verified agency a deadline from its grace, overdue once it passes', () => {
    const agency = facts({ type: 'agencia', factorGraceFrom: ago(13 * DAY) });
    expect(factorStanding(agency, false, now, 14 * DAY)).toMatchObject({
      agencyDeadline: new Date(now.getTime() + DAY).toISOString(),
      agencyOverdue: false,
      offer: false,
    });
    expect(factorStanding(agency, false, now, 13 * DAY).agencyOverdue).toBe(true);
    expect(factorStanding(agency, true, now, 13 * DAY)).toMatchObject({ agencyDeadline: null, agencyOverdue: false });
    expect(isPastGrace(agency.factorGraceFrom, now, 13 * DAY)).toBe(true);
    expect(isPastGrace(null, now, 0)).toBe(false);
  });
});
