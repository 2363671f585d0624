// The queue's rules as pure functions (issue 28); the service calls them, tests pin them.

export interface ReportRow {
  id: number;
  reporterId: number;
  targetId: number;
  description: string;
  createdAt: Date;
}

export interface CaseGroup {
  targetId: number;
  reports: ReportRow[];
  reporters: number;
  lastReportedAt: Date;
}

/**
 * Reports grouped by the reported person: more reporters first, then the most recent report. (Categories,
 * and the severity order they bring, arrive with reports on posts, comments and messages.)
 */
export function groupCases(reports: readonly ReportRow[]): CaseGroup[] {
  const byTarget = new Map<number, ReportRow[]>();
  for (const report of reports) byTarget.set(report.targetId, [...(byTarget.get(report.targetId) ?? []), report]);
  return [...byTarget.entries()]
    .map(([targetId, rows]) => {
      const sorted = [...rows].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id);
      return {
        targetId,
        reports: sorted,
        reporters: new Set(rows.map((row) => row.reporterId)).size,
        lastReportedAt: sorted[0]!.createdAt,
      };
    })
    .sort(
      (a, b) =>
        b.reporters - a.reporters || b.lastReportedAt.getTime() - a.lastReportedAt.getTime() || b.targetId - a.targetId,
    );
}
