import { bigint, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The moderation audit log: append-only (a trigger) and without foreign keys, so a deletion erases nothing. */
export const moderationLog = pgTable(
  'moderation_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** Who acted; null for the command line (`npm run accounts`). */
    actorId: bigint('actor_id', { mode: 'number' }),
    action: text('action').notNull(),
    /** The person the action was about. */
    subjectId: bigint('subject_id', { mode: 'number' }).notNull(),
    note: text('note').notNull().default(''),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('moderation_log_subject_idx').on(t.subjectId, t.id.desc())],
);
