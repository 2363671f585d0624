import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** A moderation case: one item's reports, one open case per item; no foreign keys, so decisions outlive deletions. */
export const reportCases = pgTable(
  'report_cases',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    targetKind: text('target_kind').notNull(),
    /** The item's id (a profile: the user's id). */
    targetId: bigint('target_id', { mode: 'number' }).notNull(),
    /** The person the item belongs to. */
    subjectId: bigint('subject_id', { mode: 'number' }).notNull(),
    status: text('status').notNull().default('open'),
    /** How it ended (dismissed, removed, warned…); null while open. */
    outcome: text('outcome'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('report_cases_open_target_key')
      .on(t.targetKind, t.targetId)
      .where(sql`${t.status} = 'open'`),
    index('report_cases_status_idx').on(t.status, t.id.desc()),
    index('report_cases_subject_idx').on(t.subjectId, t.id.desc()),
    check('report_cases_kind_check', sql`${t.targetKind} in ('profile', 'post', 'comment', 'message', 'opportunity')`),
    check('report_cases_status_check', sql`${t.status} in ('open', 'closed')`),
  ],
);

export type ReportCaseRow = typeof reportCases.$inferSelect;
