import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { reportCases } from './report-cases.ts';
import { users } from './users.ts';

/** One person's report of an item, in its case; one open report per reporter and case (a repeat answers it). */
export const reports = pgTable(
  'reports',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    reporterId: bigint('reporter_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The person reported (the item's author). */
    targetId: bigint('target_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Never null: the custom migration gave the reports made before cases their profile case and set it so. */
    caseId: bigint('case_id', { mode: 'number' }).references(() => reportCases.id, { onDelete: 'cascade' }),
    category: text('category').notNull().default('other'),
    description: text('description').notNull(),
    status: text('status').notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reports_reporter_case_open_key')
      .on(t.reporterId, t.caseId)
      .where(sql`${t.status} = 'open'`),
    index('reports_case_idx').on(t.caseId, t.id.desc()),
    index('reports_status_created_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    check('reports_status_check', sql`${t.status} in ('open', 'reviewed', 'dismissed')`),
    check(
      'reports_category_check',
      sql`${t.category} in ('minor_safety', 'scam', 'asks_for_money', 'harassment', 'impersonation', 'inappropriate', 'spam', 'other')`,
    ),
    check('reports_not_self_check', sql`${t.reporterId} <> ${t.targetId}`),
  ],
);
