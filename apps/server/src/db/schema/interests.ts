import { bigint, index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { categories } from './categories.ts';
import { users } from './users.ts';

/** A user's subscription to a category (talents: what they do; agencies: what they scout). */
export const interests = pgTable(
  'interests',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.categoryId] }),
    index('interests_category_user_idx').on(t.categoryId, t.userId),
  ],
);
