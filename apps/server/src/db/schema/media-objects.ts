import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** An upload: `pending` (key under incoming/), `ready` once processed, deleted or `refused` when a check fails. */
export const mediaObjects = pgTable(
  'media_objects',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    ownerId: bigint('owner_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    status: text('status').notNull().default('pending'),
    /** The random id the client names the upload by (aws-url answers it as `filename`). */
    uploadId: text('upload_id').notNull(),
    /** Storage key: incoming/<owner>/<uploadId> while pending, media/<name> when ready. */
    key: text('key').notNull(),
    /** Served name under /media and /resize, once ready. */
    name: text('name'),
    /** For documents, the name shown to people (lower-cased, underscored, extension kept). */
    displayName: text('display_name').notNull().default(''),
    mime: text('mime'),
    refusal: text('refusal'),
    size: integer('size'),
    width: integer('width'),
    height: integer('height'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    readyAt: timestamp('ready_at', { withTimezone: true, mode: 'date' }),
    claimedAt: timestamp('claimed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('media_objects_upload_id_key').on(t.uploadId),
    uniqueIndex('media_objects_key_key').on(t.key),
    uniqueIndex('media_objects_name_key').on(t.name),
    index('media_objects_owner_idx').on(t.ownerId, t.status, t.createdAt.desc(), t.id.desc()),
    check(
      'media_objects_kind_check',
      sql`${t.kind} in ('photo', 'document', 'profile', 'cover', 'video', 'captions', 'poster')`,
    ),
    check('media_objects_status_check', sql`${t.status} in ('pending', 'ready', 'refused')`),
    check('media_objects_ready_check', sql`${t.status} <> 'ready' or ${t.name} is not null`),
  ],
);

export type MediaObjectRow = typeof mediaObjects.$inferSelect;
