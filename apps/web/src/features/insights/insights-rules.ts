import { insightPeriods, type InsightPeriod, type ViewSource } from '@vitrina/contract/insight-limits';
import type { AudienceCounts, Insights } from '@vitrina/contract/insights';

/** The dashboard's period from its address (`?dias=`): 7, 30 or 90, else 30 (the server's default). */
export function periodOf(param: string | null): InsightPeriod {
  const days = Number(param);
  return (insightPeriods as readonly number[]).includes(days) ? (days as InsightPeriod) : 30;
}

/** Every audience's views together. */
export function totalOf(counts: AudienceCounts): number {
  return counts.agency + counts.talent + counts.visitor;
}

export type Change = { kind: 'noPrevious' } | { kind: 'same' } | { kind: 'change'; sign: '+' | '−'; percent: number };

/** This period against the one before, in whole percent (no percent can be told from nothing). */
export function changeAgainst(current: number, previous: number): Change {
  if (previous === 0) return current === 0 ? { kind: 'same' } : { kind: 'noPrevious' };
  const percent = Math.round((Math.abs(current - previous) / previous) * 100);
  if (percent === 0) return { kind: 'same' };
  return { kind: 'change', sign: current > previous ? '+' : '−', percent };
}

/** Each source's share of the views, in whole percent (0 when there are none). */
export function sourceShares(
  sources: readonly { source: ViewSource; views: number }[],
): { source: ViewSource; views: number; percent: number }[] {
  const total = sources.reduce((sum, entry) => sum + entry.views, 0);
  return sources.map((entry) => ({
    ...entry,
    percent: total === 0 ? 0 : Math.round((entry.views / total) * 100),
  }));
}

/** Nothing happened in the period: no view of any kind and no follower gained or lost. */
export function isEmptyPeriod(insights: Insights): boolean {
  const { totals } = insights;
  return (
    totalOf(totals.profileViews) === 0 &&
    totals.postViews === 0 &&
    totals.photoViews === 0 &&
    totals.followersGained === 0 &&
    totals.followersLost === 0
  );
}

/** A day of the period (YYYY-MM-DD, UTC) as a short label: "12 mar", "Mar 12". */
export function dayLabel(day: string, lang: string): string {
  return new Intl.DateTimeFormat(lang, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/** A day in full: "12 de marzo de 2026", "March 12, 2026". */
export function longDay(day: string, lang: string): string {
  return new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}
