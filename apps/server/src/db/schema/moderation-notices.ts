import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** A moderators' notice to one person (warning or removal), shown until acknowledged; acknowledgement is logged. */
export const moderationNotices = pgTable(
  'moderation_notices',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    caseId: bigint('case_id', { mode: 'number' }).notNull(),
    kind: text('kind').notNull(),
    reason: text('reason').notNull(),
    /** A removal: what was removed, as it read. */
    contentKind: text('content_kind'),
    contentText: text('content_text'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('moderation_notices_pending_idx')
      .on(t.userId, t.id)
      .where(sql`${t.acknowledgedAt} is null`),
    check('moderation_notices_kind_check', sql`${t.kind} in ('warning', 'removal')`),
  ],
);
