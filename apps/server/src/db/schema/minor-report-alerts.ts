import { sql } from 'drizzle-orm';
import { bigint, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * One admin's hour of minor-safety alerts: the hour's first report is e-mailed at once, the later ones wait
 * here and go together once the hour is over. The job runner claims each hour due.
 */
export const minorReportAlerts = pgTable(
  'minor_report_alerts',
  {
    adminId: bigint('admin_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The start of the hour (UTC). */
    hour: timestamp('hour', { withTimezone: true, mode: 'date' }).notNull(),
    /** No foreign key: a report deleted with its reporter's account leaves the window as it was. */
    firstReportId: bigint('first_report_id', { mode: 'number' }).notNull(),
    firstSentAt: timestamp('first_sent_at', { withTimezone: true, mode: 'date' }),
    /** The hour's later reports, not e-mailed yet. */
    laterReportIds: bigint('later_report_ids', { mode: 'number' })
      .array()
      .notNull()
      .default(sql`'{}'::bigint[]`),
  },
  (t) => [primaryKey({ columns: [t.adminId, t.hour] })],
);
