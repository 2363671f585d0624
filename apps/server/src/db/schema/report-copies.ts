import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { reports } from './reports.ts';

/** What a report named, copied when made, so a later edit or deletion does not erase the evidence. */
export const reportCopies = pgTable(
  'report_copies',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    reportId: bigint('report_id', { mode: 'number' })
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    kind: text('kind').notNull(),
    itemId: bigint('item_id', { mode: 'number' }).notNull(),
    /** No foreign key: the copy outlives the account. */
    authorId: bigint('author_id', { mode: 'number' }).notNull(),
    text: text('text').notNull(),
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    itemCreatedAt: timestamp('item_created_at', { withTimezone: true, mode: 'date' }),
    itemEditedAt: timestamp('item_edited_at', { withTimezone: true, mode: 'date' }),
    copiedAt: timestamp('copied_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('report_copies_report_idx').on(t.reportId, t.id),
    check('report_copies_role_check', sql`${t.role} in ('target', 'attachment')`),
    check('report_copies_kind_check', sql`${t.kind} in ('profile', 'post', 'comment', 'message', 'opportunity')`),
  ],
);
