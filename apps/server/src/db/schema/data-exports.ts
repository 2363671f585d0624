import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** A data export request: `pending`, then `ready` (key, link token, `expiresAt`) or `failed`. */
export const dataExports = pgTable(
  'data_exports',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('pending'),
    token: text('token').notNull(),
    storageKey: text('storage_key'),
    size: bigint('size', { mode: 'number' }),
    requestedAt: timestamp('requested_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    readyAt: timestamp('ready_at', { withTimezone: true, mode: 'date' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('data_exports_user_idx').on(t.userId, t.requestedAt.desc()),
    index('data_exports_pending_idx')
      .on(t.requestedAt)
      .where(sql`${t.status} = 'pending'`),
    uniqueIndex('data_exports_token_key').on(t.token),
    check('data_exports_status_check', sql`${t.status} in ('pending', 'ready', 'failed')`),
  ],
);

export type DataExportRow = typeof dataExports.$inferSelect;
