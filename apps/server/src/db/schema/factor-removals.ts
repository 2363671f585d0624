import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Requests to remove every second factor of an account that lost them all: at most one open (`pending` or
 * `approved`) each; an approved one is carried out at `dueAt` unless its owner cancels. The audit log keeps who.
 */
export const factorRemovals = pgTable(
  'factor_removals',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    status: text('status').notNull().default('pending'),
    /** The admin who decided (no foreign key: the audit log keeps who it was). */
    decidedBy: bigint('decided_by', { mode: 'number' }),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
    /** When an approved removal takes effect (72 hours after the approval). */
    dueAt: timestamp('due_at', { withTimezone: true, mode: 'date' }),
    closedAt: timestamp('closed_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('factor_removals_open_key')
      .on(t.userId)
      .where(sql`${t.status} in ('pending', 'approved')`),
    index('factor_removals_due_idx')
      .on(t.dueAt)
      .where(sql`${t.status} = 'approved'`),
    check('factor_removals_status_check', sql`${t.status} in ('pending', 'approved', 'refused', 'cancelled', 'done')`),
  ],
);

export type FactorRemovalRow = typeof factorRemovals.$inferSelect;
