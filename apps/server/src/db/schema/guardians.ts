import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A minor's guardian, one per account: named at registration or later, replaced in place (consent starts
 * over). `users.guardian_consent_at` is what the visibility rule reads; this row is who gave it and when.
 */
export const guardians = pgTable(
  'guardians',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .unique('guardians_user_key')
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    relationship: text('relationship').notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true, mode: 'date' }),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true, mode: 'date' }),
    /** The minor turned 18: the role is over and every link of it is dead. */
    endedAt: timestamp('ended_at', { withTimezone: true, mode: 'date' }),
    /** Both were told of the end (the job runner retries until then). */
    endNoticeAt: timestamp('end_notice_at', { withTimezone: true, mode: 'date' }),
    /** Where the weekly summary's window ends last time (null: it starts at the confirmation). */
    lastSummaryAt: timestamp('last_summary_at', { withTimezone: true, mode: 'date' }),
    /** When the next summary is looked at (null while there is no consent); a round's claim pushes it on. */
    summaryDueAt: timestamp('summary_due_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('guardians_summary_due_idx')
      .on(t.summaryDueAt)
      .where(sql`${t.summaryDueAt} is not null`),
    // The adulthood round: roles not yet ended, or ended and not yet told.
    index('guardians_open_idx')
      .on(t.userId)
      .where(sql`${t.endNoticeAt} is null`),
    check('guardians_relationship_check', sql`${t.relationship} in ('mother', 'father', 'legal_guardian', 'other')`),
    check('guardians_email_lower_check', sql`${t.email} = lower(${t.email})`),
  ],
);

/**
 * The tokens of a guardian's links, as SHA-256 hashes: each e-mail to the guardian carries a fresh one, so its
 * links work without the server keeping any token itself; all die with the role's end or a new guardian.
 */
export const guardianLinks = pgTable(
  'guardian_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    guardianId: bigint('guardian_id', { mode: 'number' })
      .notNull()
      .references(() => guardians.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('guardian_links_guardian_idx').on(t.guardianId)],
);

export type GuardianRow = typeof guardians.$inferSelect;
