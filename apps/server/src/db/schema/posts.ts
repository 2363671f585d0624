import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { videos } from './videos.ts';

/** A post; deletion is soft (`deletedAt`) so shares can say "no longer available". */
export const posts = pgTable(
  'posts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    authorId: bigint('author_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    description: text('description').notNull().default(''),
    videoId: text('video_id'),
    /** A video uploaded to Vitrina; the post is made only once it is ready. */
    videoFileId: bigint('video_file_id', { mode: 'number' }).references(() => videos.id, { onDelete: 'set null' }),
    /** That video's poster frame, which person cards show beside photos (decision 0003). */
    videoPoster: text('video_poster'),
    sharedPostId: bigint('shared_post_id', { mode: 'number' }).references((): AnyPgColumn => posts.id, {
      onDelete: 'set null',
    }),
    likesCount: integer('likes_count').notNull().default(0),
    commentsCount: integer('comments_count').notNull().default(0),
    sharesCount: integer('shares_count').notNull().default(0),
    /** Moved by triggers with every change to the post's comments (decision 0005): the kept first comments' check. */
    commentsVersion: bigint('comments_version', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true, mode: 'date' }),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    // A profile's timeline, the followed feed (one range per followed author) and its count.
    index('posts_author_live_idx')
      .on(t.authorId, t.id.desc())
      .where(sql`${t.deletedAt} is null`),
    // The global feed: newest live posts first. With the author, a page checks who may see each post
    // (timelines skip hundreds by offset) in the index alone (decision 0015).
    index('posts_live_idx')
      .on(t.id.desc(), t.authorId)
      .where(sql`${t.deletedAt} is null`),
    // Deleted posts by id: a timeline's page skips those among its ids by one range (page-statements.ts).
    index('posts_deleted_idx')
      .on(t.id)
      .where(sql`${t.deletedAt} is not null`),
    // A profile's videos tab.
    index('posts_author_video_idx')
      .on(t.authorId, t.id.desc())
      .where(sql`(${t.videoId} is not null or ${t.videoFileId} is not null) and ${t.deletedAt} is null`),
    // A person card's newest video posters (card-photos.ts), beside the photos of post_files_author_photos_idx.
    index('posts_author_poster_idx')
      .on(t.authorId, t.id.desc())
      .where(sql`${t.videoPoster} is not null and ${t.deletedAt} is null`),
    // A video's post (a video's removal sets it null here).
    index('posts_video_file_idx')
      .on(t.videoFileId)
      .where(sql`${t.videoFileId} is not null`),
    // The shares of a post (when it is deleted).
    index('posts_shared_post_idx')
      .on(t.sharedPostId)
      .where(sql`${t.sharedPostId} is not null`),
    check('posts_counters_check', sql`${t.likesCount} >= 0 and ${t.commentsCount} >= 0 and ${t.sharesCount} >= 0`),
    check('posts_video_id_check', sql`${t.videoId} is null or ${t.videoId} ~ '^[A-Za-z0-9_-]{11}$'`),
    check('posts_not_self_share_check', sql`${t.sharedPostId} is null or ${t.sharedPostId} <> ${t.id}`),
  ],
);

export type PostRow = typeof posts.$inferSelect;
