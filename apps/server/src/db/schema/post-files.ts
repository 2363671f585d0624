import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { mediaObjects } from './media-objects.ts';
import { posts } from './posts.ts';
import { users } from './users.ts';

/** A post's photos and documents, in order, copied from the media module when the post is made. */
export const postFiles = pgTable(
  'post_files',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    postId: bigint('post_id', { mode: 'number' })
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    authorId: bigint('author_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mediaId: bigint('media_id', { mode: 'number' }).references(() => mediaObjects.id, { onDelete: 'set null' }),
    position: smallint('position').notNull(),
    kind: text('kind').notNull(),
    /** The processed name under /media and /resize. */
    name: text('name').notNull(),
    /** Documents: the name shown to people. */
    displayName: text('display_name').notNull().default(''),
    ext: text('ext').notNull(),
    size: integer('size').notNull(),
    width: integer('width'),
    height: integer('height'),
    /** Photos: the author's short description, used as alt text. */
    description: text('description').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('post_files_post_position_key').on(t.postId, t.position),
    uniqueIndex('post_files_media_key').on(t.mediaId),
    index('post_files_author_kind_idx').on(t.authorId, t.kind, t.id.desc()),
    // A person card's newest photos (decision 0015): newest post first, then the post's own order.
    index('post_files_author_photos_idx')
      .on(t.authorId, t.postId.desc(), t.position)
      .where(sql`${t.kind} = 'PHOTO'`),
    check('post_files_kind_check', sql`${t.kind} in ('PHOTO', 'FILE')`),
  ],
);

export type PostFileRow = typeof postFiles.$inferSelect;
