import { describe, expect, it } from 'vitest';
import { changeAgainst, dayLabel, periodOf, sourceShares } from './insights-rules.ts';

describe('the dashboard’s rules', () => {
  it('reads the period from the address: 7, 30 or 90 days, else 30', () => {
    expect(periodOf('7')).toBe(7);
    expect(periodOf('90')).toBe(90);
    expect(periodOf(null)).toBe(30);
    expect(periodOf('14')).toBe(30);
    expect(periodOf('abc')).toBe(30);
  });

  it('compares with the period before in whole percent, and says nothing of a percent of zero', () => {
    expect(changeAgainst(15, 10)).toEqual({ kind: 'change', sign: '+', percent: 50 });
    expect(changeAgainst(5, 10)).toEqual({ kind: 'change', sign: '−', percent: 50 });
    expect(changeAgainst(10, 10)).toEqual({ kind: 'same' });
    expect(changeAgainst(3, 0)).toEqual({ kind: 'noPrevious' });
    expect(changeAgainst(0, 0)).toEqual({ kind: 'same' });
  });

  it('gives each source its share, zero when there are no views', () => {
    expect(
      sourceShares([
        { source: 'feed', views: 1 },
        { source: 'link', views: 3 },
      ]).map((entry) => entry.percent),
    ).toEqual([25, 75]);
    expect(sourceShares([{ source: 'feed', views: 0 }])[0]!.percent).toBe(0);
  });

  it('labels a day of the period in the reader’s language, as the UTC day it is', () => {
    expect(dayLabel('2026-03-01', 'en')).toBe('Mar 1');
    expect(dayLabel('2026-03-01', 'es')).toMatch(/^1 mar/);
  });
});
