import type { ReportCategory, ReportTargetKind } from '@vitrina/contract/moderation-limits';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { inIds } from '../../db/id-list.ts';
import { reportCases } from '../../db/schema/report-cases.ts';
import { reportCopies } from '../../db/schema/report-copies.ts';
import { reports } from '../../db/schema/reports.ts';

export interface CaseRecord {
  id: number;
  targetKind: ReportTargetKind;
  targetId: number;
  subjectId: number;
  status: 'open' | 'closed';
  outcome: string | null;
  categories: ReportCategory[];
  reporters: number;
  reportsCount: number;
  lastReportedAt: Date;
}

export interface NewCopy {
  role: 'target' | 'attachment';
  kind: ReportTargetKind;
  itemId: number;
  authorId: number;
  text: string;
  photos: string[];
  itemCreatedAt: Date | null;
  itemEditedAt: Date | null;
}

const reportColumns = {
  id: reports.id,
  caseId: reports.caseId,
  reporterId: reports.reporterId,
  category: reports.category,
  description: reports.description,
  status: reports.status,
  createdAt: reports.createdAt,
};

/** Cases with their reports' numbers, one row each (`where` on `c`). */
const caseRows = (where: ReturnType<typeof sql>) =>
  sql`select c.id, c.target_kind, c.target_id, c.subject_id, c.status, c.outcome,
        array_agg(distinct r.category) as categories, count(distinct r.reporter_id)::int as reporters,
        count(r.id)::int as reports_count, max(r.created_at) as last_reported_at
      from ${reportCases} c join ${reports} r on r.case_id = c.id
      where ${where}
      group by c.id order by c.id desc limit 500`;

const toCase = (row: Record<string, unknown>): CaseRecord => ({
  id: Number(row.id),
  targetKind: row.target_kind as ReportTargetKind,
  targetId: Number(row.target_id),
  subjectId: Number(row.subject_id),
  status: row.status as 'open' | 'closed',
  outcome: (row.outcome as string | null) ?? null,
  categories: (row.categories as ReportCategory[]) ?? [],
  reporters: Number(row.reporters),
  reportsCount: Number(row.reports_count),
  lastReportedAt: new Date(row.last_reported_at as string | Date),
});

/** Cases, reports and the copies they carry. Never opens a transaction. */
export function createReportsRepository(db: Db) {
  return {
    /** The item's open case, made if there is none (one open case per item: a partial unique index). */
    async openCase(kind: ReportTargetKind, targetId: number, subjectId: number): Promise<number> {
      await queryRows(
        db,
        sql`insert into ${reportCases} (target_kind, target_id, subject_id) values (${kind}, ${targetId}, ${subjectId})
          on conflict (target_kind, target_id) where status = 'open' do nothing`,
      );
      const [row] = await db
        .select({ id: reportCases.id })
        .from(reportCases)
        .where(
          and(eq(reportCases.targetKind, kind), eq(reportCases.targetId, targetId), eq(reportCases.status, 'open')),
        );
      if (!row) throw new Error('open case missing after its insert');
      return row.id;
    },

    /** A new report, or null when the reporter already has an open one in that case. */
    async insertReport(values: {
      reporterId: number;
      targetId: number;
      caseId: number;
      category: ReportCategory;
      description: string;
    }): Promise<{ id: number; createdAt: Date } | null> {
      const [row] = await queryRows<{ id: string | number; created_at: string | Date }>(
        db,
        sql`insert into ${reports} (reporter_id, target_id, case_id, category, description)
          values (${values.reporterId}, ${values.targetId}, ${values.caseId}, ${values.category}, ${values.description})
          on conflict (reporter_id, case_id) where status = 'open' do nothing returning id, created_at`,
      );
      return row ? { id: Number(row.id), createdAt: new Date(row.created_at) } : null;
    },

    async insertCopies(reportId: number, copies: readonly NewCopy[]): Promise<void> {
      if (copies.length > 0) await db.insert(reportCopies).values(copies.map((copy) => ({ ...copy, reportId })));
    },

    async findOpenReport(reporterId: number, caseId: number) {
      const [row] = await db
        .select(reportColumns)
        .from(reports)
        .where(and(eq(reports.reporterId, reporterId), eq(reports.caseId, caseId), eq(reports.status, 'open')));
      return row ?? null;
    },

    async countAttachments(reportId: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(reportCopies)
        .where(and(eq(reportCopies.reportId, reportId), eq(reportCopies.role, 'attachment')));
      return Number(row?.n ?? 0);
    },

    /** Cases by status, optionally those with a report of `category` (at most 500, newest first). */
    async listCases(status: 'open' | 'closed', category?: ReportCategory): Promise<CaseRecord[]> {
      const withCategory = category
        ? sql`and exists (select 1 from ${reports} rc where rc.case_id = c.id and rc.category = ${category})`
        : sql``;
      return (await queryRows<Record<string, unknown>>(db, caseRows(sql`c.status = ${status} ${withCategory}`))).map(
        toCase,
      );
    },

    async findCase(id: number): Promise<CaseRecord | null> {
      const [row] = await queryRows<Record<string, unknown>>(db, caseRows(sql`c.id = ${id}`));
      return row ? toCase(row) : null;
    },

    /** The person's other cases, newest first: the history a case view shows. */
    async listCasesOf(subjectId: number, exceptId: number): Promise<CaseRecord[]> {
      const rows = await queryRows<Record<string, unknown>>(
        db,
        caseRows(sql`c.subject_id = ${subjectId} and c.id <> ${exceptId}`),
      );
      return rows.map(toCase);
    },

    async listReports(caseId: number) {
      return db.select(reportColumns).from(reports).where(eq(reports.caseId, caseId)).orderBy(desc(reports.id));
    },

    async listCopies(reportIds: readonly number[]) {
      if (reportIds.length === 0) return [];
      return db
        .select()
        .from(reportCopies)
        .where(inIds(reportCopies.reportId, reportIds))
        .orderBy(asc(reportCopies.id));
    },

    /** The text the case's first report copied of its item. */
    async firstTargetText(caseId: number): Promise<string | null> {
      const [row] = await db
        .select({ text: reportCopies.text })
        .from(reportCopies)
        .innerJoin(reports, eq(reports.id, reportCopies.reportId))
        .where(and(eq(reports.caseId, caseId), eq(reportCopies.role, 'target')))
        .orderBy(asc(reportCopies.id))
        .limit(1);
      return row?.text ?? null;
    },

    /** Closes an open case and its open reports; answers the reporters told, or null when it was not open. */
    async closeCase(
      caseId: number,
      outcome: string,
      reportStatus: 'reviewed' | 'dismissed',
    ): Promise<{ reporterIds: number[]; reports: number } | null> {
      const closed = await db
        .update(reportCases)
        .set({ status: 'closed', outcome, closedAt: new Date() })
        .where(and(eq(reportCases.id, caseId), eq(reportCases.status, 'open')))
        .returning({ id: reportCases.id });
      if (closed.length === 0) return null;
      const rows = await db
        .update(reports)
        .set({ status: reportStatus })
        .where(and(eq(reports.caseId, caseId), eq(reports.status, 'open')))
        .returning({ reporterId: reports.reporterId });
      return { reporterIds: [...new Set(rows.map((row) => row.reporterId))], reports: rows.length };
    },
  };
}

export type ReportsRepository = ReturnType<typeof createReportsRepository>;
