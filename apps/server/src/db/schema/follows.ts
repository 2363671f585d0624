import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A follow: `followerId` follows `followedId`. The primary key makes a follow idempotent (following twice
 * changes nothing); the second index answers "who follows X, newest first" and the recent-followers
 * count. Owned by the graph module; the posts module reads it only through graph/network.ts.
 */
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
    check('follows_not_self_check', sql`${t.followerId} <> ${t.followedId}`),
  ],
);
