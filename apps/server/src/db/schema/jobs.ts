import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** Which process runs a named round now: one at a time, until `expires_at` unless it renews (src/jobs). */
export const jobLeases = pgTable('job_leases', {
  round: text('round').primaryKey(),
  holder: text('holder').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/**
 * An item a round is working on or must retry: what is due lives in the module's own tables; this row holds the
 * claim, the attempts, the next try and, after the last attempt, the dead-letter mark (`npm run jobs`).
 */
export const jobItems = pgTable(
  'job_items',
  {
    round: text('round').notNull(),
    key: text('key').notNull(),
    holder: text('holder'),
    claimedUntil: timestamp('claimed_until', { withTimezone: true, mode: 'date' }),
    attempts: integer('attempts').notNull().default(0),
    runAfter: timestamp('run_after', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastError: text('last_error'),
    deadAt: timestamp('dead_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    primaryKey({ columns: [t.round, t.key] }),
    index('job_items_due_idx')
      .on(t.round, t.runAfter)
      .where(sql`${t.deadAt} is null`),
  ],
);
