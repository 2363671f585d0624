import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** A follow; the primary key makes following twice change nothing. */
export const follows = pgTable(
  'follows',
  {
    followerId: bigint('follower_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    followedId: bigint('followed_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.followedId] }),
    index('follows_followed_created_idx').on(t.followedId, t.createdAt.desc(), t.followerId),
    // A new post's fan-out pages through its author's followers by id (decision 0005).
    index('follows_followed_follower_idx').on(t.followedId, t.followerId),
    check('follows_not_self_check', sql`${t.followerId} <> ${t.followedId}`),
  ],
);
