import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A talent's scouting attributes, one row per value (decision 0027): a choice, a short text
 * or a number (`value` holds its decimal text, `num` the number). The field's visibility is on each row so a
 * search filters and counts with one index range per field.
 */
export const talentAttributes = pgTable(
  'talent_attributes',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    value: text('value').notNull(),
    num: integer('num'),
    visibility: text('visibility').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key, t.value] }),
    // Filters and facet counts: the talents with a value of a field.
    index('talent_attributes_key_value_idx').on(t.key, t.value, t.visibility, t.userId),
    index('talent_attributes_key_num_idx')
      .on(t.key, t.num, t.visibility, t.userId)
      .where(sql`${t.num} is not null`),
    check('talent_attributes_visibility_check', sql`${t.visibility} in ('everyone', 'agencies', 'searchable')`),
  ],
);

/** What a talent is available for, until `expiresAt`; `remindedAt` once the reminder went. */
export const talentAvailability = pgTable(
  'talent_availability',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    audience: text('audience').notNull(),
    days: integer('days').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    remindedAt: timestamp('reminded_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind] }),
    // The search's availability filter and counts.
    index('talent_availability_kind_idx').on(t.kind, t.expiresAt, t.userId),
    // The reminder round: availabilities close to their end not reminded yet.
    index('talent_availability_remind_idx')
      .on(t.expiresAt)
      .where(sql`${t.remindedAt} is null`),
    check(
      'talent_availability_kind_check',
      sql`${t.kind} in ('castings', 'collaborations', 'contracts', 'representation')`,
    ),
    check('talent_availability_audience_check', sql`${t.audience} in ('everyone', 'agencies')`),
    check('talent_availability_days_check', sql`${t.days} in (30, 60, 90)`),
  ],
);

export type TalentAttributeRow = typeof talentAttributes.$inferSelect;
export type TalentAvailabilityRow = typeof talentAvailability.$inferSelect;
