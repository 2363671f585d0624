import { describe, expect, it } from 'vitest';
import { groupCases, type ReportRow } from './moderation-rules.ts';

const report = (id: number, reporterId: number, targetId: number, day: number): ReportRow => ({
  id,
  reporterId,
  targetId,
  description: `r${id}`,
  createdAt: new Date(Date.UTC(2026, 10, day)),
});

describe('the moderation queue', () => {
  it('groups reports by the reported person, newest report first within a case', () => {
    const cases = groupCases([report(1, 10, 7, 1), report(2, 11, 7, 3), report(3, 12, 8, 2)]);
    expect(cases.map((c) => [c.targetId, c.reports.map((r) => r.id)])).toEqual([
      [7, [2, 1]],
      [8, [3]],
    ]);
  });

  it('puts the cases with more reporters first, then the most recently reported', () => {
    const cases = groupCases([report(1, 10, 7, 5), report(2, 10, 8, 1), report(3, 11, 8, 2), report(4, 12, 9, 9)]);
    expect(cases.map((c) => [c.targetId, c.reporters])).toEqual([
      [8, 2],
      [9, 1],
      [7, 1],
    ]);
    expect(cases[0]!.lastReportedAt.toISOString()).toBe('2026-11-02T00:00:00.000Z');
  });

  it('counts a reporter once however many reports they filed', () => {
    expect(groupCases([report(1, 10, 7, 1), report(2, 10, 7, 2)])[0]!.reporters).toBe(1);
  });
});
