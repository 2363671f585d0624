import { bigint, index, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * One row a session (a login, a confirmation link, a recovery link…): its id travels in every token of the
 * session (claim `sid`), and a token refreshed after a change keeps it, moving `expiresAt` to the newest
 * token's expiry. Logging out sets `revokedAt`; a token is checked against the person's revoked sessions
 * still in date (the session cache keeps them with the person). Rows past `expiresAt` prove nothing any
 * more: they are deleted when the person next opens a session. Owned by the sessions layer.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('sessions_user_idx').on(t.userId, t.expiresAt)],
);
