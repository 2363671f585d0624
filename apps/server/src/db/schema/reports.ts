import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A report of a profile, kept for moderation (DESIGN §4). One per reporter and target: a repeat answers
 * "already reported". `status` moves from open to reviewed or dismissed when an operator looks at it.
 */
export const reports = pgTable(
  'reports',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    reporterId: bigint('reporter_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetId: bigint('target_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    status: text('status').notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reports_reporter_target_key').on(t.reporterId, t.targetId),
    index('reports_status_created_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    check('reports_status_check', sql`${t.status} in ('open', 'reviewed', 'dismissed')`),
    check('reports_not_self_check', sql`${t.reporterId} <> ${t.targetId}`),
  ],
);
