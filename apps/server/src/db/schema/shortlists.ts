import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** An agency's named list of talents: private to the agency, never shown to the talents. */
export const shortlists = pgTable(
  'shortlists',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    agencyId: bigint('agency_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  // An agency's lists, newest change first (and counted against the limit).
  (t) => [index('shortlists_agency_idx').on(t.agencyId, t.updatedAt.desc(), t.id.desc())],
);

/** A talent on a list, at a position, with the agency's private note and tags. */
export const shortlistEntries = pgTable(
  'shortlist_entries',
  {
    shortlistId: bigint('shortlist_id', { mode: 'number' })
      .notNull()
      .references(() => shortlists.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    note: text('note').notNull().default(''),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    addedAt: timestamp('added_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.shortlistId, t.userId] }),
    // A list is read in its order; an account's deletion finds its entries by person.
    index('shortlist_entries_order_idx').on(t.shortlistId, t.position),
    index('shortlist_entries_user_idx').on(t.userId),
  ],
);

export type ShortlistRow = typeof shortlists.$inferSelect;
export type ShortlistEntryRow = typeof shortlistEntries.$inferSelect;
