import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** Agencies' verification applications: at most one pending each; the decision is also in the audit log. */
export const agencyVerifications = pgTable(
  'agency_verifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    legalName: text('legal_name').notNull(),
    website: text('website').notNull(),
    country: text('country').notNull(),
    registrationNumber: text('registration_number').notNull(),
    status: text('status').notNull().default('pending'),
    /** Shown to the agency when rejected. */
    publicReason: text('public_reason').notNull().default(''),
    /** The moderator who decided (no foreign key: the audit log keeps who it was). */
    decidedBy: bigint('decided_by', { mode: 'number' }),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('agency_verifications_pending_key')
      .on(t.userId)
      .where(sql`${t.status} = 'pending'`),
    index('agency_verifications_user_idx').on(t.userId, t.id.desc()),
    index('agency_verifications_queue_idx')
      .on(t.id)
      .where(sql`${t.status} = 'pending'`),
    check('agency_verifications_status_check', sql`${t.status} in ('pending', 'approved', 'rejected')`),
  ],
);

export type AgencyVerificationRow = typeof agencyVerifications.$inferSelect;
