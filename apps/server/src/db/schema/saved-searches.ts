import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A saved search: an agency's of talents (`kind` talents) or a talent's of the opportunities board (`kind` board);
 * canonical query, alert frequency, next round (leased), e-mail link token.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The owner: an agency for a talents search, a talent for a board search. */
    agencyId: bigint('agency_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull().default('talents'),
    name: text('name').notNull(),
    query: text('query').notNull(),
    frequency: text('frequency').notNull().default('daily'),
    alerts: boolean('alerts').notNull().default(true),
    unsubscribeToken: text('unsubscribe_token').notNull(),
    nextDueAt: timestamp('next_due_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** A board search's watermark: opportunities published after it are new to the search. */
    checkedAt: timestamp('checked_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    // An agency's searches, newest first (and counted against the limit).
    index('saved_searches_agency_idx').on(t.agencyId, t.createdAt.desc(), t.id.desc()),
    // The alert round: searches due, alerts on.
    index('saved_searches_due_idx')
      .on(t.nextDueAt)
      .where(sql`${t.alerts}`),
    uniqueIndex('saved_searches_token_idx').on(t.unsubscribeToken),
    check('saved_searches_frequency_check', sql`${t.frequency} in ('daily', 'weekly')`),
    check('saved_searches_kind_check', sql`${t.kind} in ('talents', 'board')`),
  ],
);

/** The talents a saved search already knows: those matching when it was saved, then each one alerted. */
export const savedSearchReported = pgTable(
  'saved_search_reported',
  {
    savedSearchId: bigint('saved_search_id', { mode: 'number' })
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    talentId: bigint('talent_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reportedAt: timestamp('reported_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  // The key serves "not yet reported" per search; an account's deletion finds its rows by talent.
  (t) => [
    primaryKey({ columns: [t.savedSearchId, t.talentId] }),
    index('saved_search_reported_talent_idx').on(t.talentId),
  ],
);

export type SavedSearchRow = typeof savedSearches.$inferSelect;
