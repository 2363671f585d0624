import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * One row a session (claim `sid`); logging out sets `revokedAt`; expired rows are deleted at the next login.
 * `factor` is the second factor that opened it (null: a password, a link or Facebook alone).
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
    factor: text('factor'),
    /** When a factor (or, without one, the password) was last proved: at the login, then at each step-up. */
    verifiedAt: timestamp('verified_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('sessions_user_idx').on(t.userId, t.expiresAt),
    check('sessions_factor_check', sql`${t.factor} in ('totp', 'passkey', 'recovery')`),
  ],
);
